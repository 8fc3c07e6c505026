// Uploaded files' bytes (handlers/files.ts): in this backend's memory, and where it has one, in a store that outlives
// it (the demo worker's IndexedDB, worker/idb-files.ts), so that a restarted worker, and with it the other user of
// the same browser, still gets the file itself (decision 0089). The state holds only references (data/files.ts).

/** Where bytes outlive the backend (the demo's IndexedDB); every call may fail (a full disk), which loses nothing kept in memory. */
export interface FileStorage {
  put(id: string, blob: Blob): Promise<void>;
  get(id: string): Promise<Blob | undefined>;
  delete(id: string): Promise<void>;
  clear(): Promise<void>;
}

export class FileBytes {
  private readonly memory = new Map<string, Blob>();

  constructor(private readonly storage?: FileStorage) {}

  /** Files held in memory (the standalone server's and the tests' whole store). */
  get size(): number {
    return this.memory.size;
  }

  has(id: string): boolean {
    return this.memory.has(id);
  }

  set(id: string, blob: Blob): void {
    this.memory.set(id, blob);
    void this.storage?.put(id, blob).catch(() => undefined);
  }

  /** The bytes, from memory or else from the lasting store; undefined when neither has them (any more). */
  async get(id: string): Promise<Blob | undefined> {
    return this.memory.get(id) ?? (await this.storage?.get(id).catch(() => undefined));
  }

  delete(id: string): void {
    this.memory.delete(id);
    void this.storage?.delete(id).catch(() => undefined);
  }

  clear(): void {
    this.memory.clear();
    void this.storage?.clear().catch(() => undefined);
  }
}

export interface StoredBytes {
  id: string;
  size: number;
  /** Milliseconds since the epoch: the oldest go first. */
  storedAt: number;
}

/**
 * Which stored files to drop so that `incoming` bytes fit within `budget`: the oldest first, as few as possible.
 * A file larger than the whole budget fits nowhere: null (it is not stored, and nothing is dropped for it).
 */
export function filesToDrop(stored: StoredBytes[], incoming: number, budget: number): string[] | null {
  if (incoming > budget) return null;
  let total = stored.reduce((sum, f) => sum + f.size, 0) + incoming;
  const drop: string[] = [];
  for (const file of [...stored].sort((a, b) => a.storedAt - b.storedAt || a.id.localeCompare(b.id))) {
    if (total <= budget) break;
    drop.push(file.id);
    total -= file.size;
  }
  return drop;
}
