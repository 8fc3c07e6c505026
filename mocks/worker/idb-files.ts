// The demo worker's lasting store of uploaded bytes: IndexedDB store `files` beside the state, one entry per file
// (the Blob itself, its size and when it was stored), at most FILES_BUDGET_BYTES in all; a new file that does not fit
// drops the oldest files' bytes first (their references stay: they are then served as generated placeholders,
// decision 0089).
import { filesToDrop, type FileStorage, type StoredBytes } from '../lib/file-bytes';
import { done } from './idb-request';

export const FILES_STORE = 'files';
/** What the demo keeps of uploaded files in the browser: five files of the largest size a document may have. */
const FILES_BUDGET_BYTES = 50 * 1024 * 1024;

interface Entry {
  blob: Blob;
  size: number;
  storedAt: number;
}

/** What the store holds, without reading any file's bytes (a Blob read from IndexedDB is a handle). */
async function readIndex(database: IDBDatabase): Promise<Map<string, StoredBytes>> {
  const store = database.transaction(FILES_STORE, 'readonly').objectStore(FILES_STORE);
  const keys = store.getAllKeys();
  const values = store.getAll();
  await Promise.all([done(keys), done(values)]);
  const entries = values.result as Entry[];
  return new Map(
    // The keys are the file identifiers (strings) they were stored under.
    (keys.result as string[]).map((key, i) => [
      key,
      { id: key, size: entries[i]?.size ?? 0, storedAt: entries[i]?.storedAt ?? 0 },
    ]),
  );
}

/**
 * The files store of `database`. `track` is given each write, so that the worker keeps running until it is done
 * (the fetch event waits for it) and a write refused for a full disk is reported as the state's are.
 */
export async function openIdbFiles(
  database: IDBDatabase,
  track: (write: () => Promise<void>) => Promise<void>,
  budget = FILES_BUDGET_BYTES,
): Promise<FileStorage> {
  const index = await readIndex(database);
  const write = (work: (store: IDBObjectStore) => void) =>
    track(async () => {
      const transaction = database.transaction(FILES_STORE, 'readwrite');
      work(transaction.objectStore(FILES_STORE));
      await done(transaction);
    });

  return {
    put: (id, blob) => {
      const drop = filesToDrop([...index.values()], blob.size, budget);
      if (!drop) return Promise.resolve();
      const entry: Entry = { blob, size: blob.size, storedAt: Date.now() };
      drop.forEach((old) => index.delete(old));
      index.set(id, { id, size: entry.size, storedAt: entry.storedAt });
      return write((store) => {
        drop.forEach((old) => store.delete(old));
        store.put(entry, id);
      }).catch((error: unknown) => {
        index.delete(id);
        throw error;
      });
    },
    get: async (id) => {
      if (!index.has(id)) return undefined;
      const request = database.transaction(FILES_STORE, 'readonly').objectStore(FILES_STORE).get(id);
      await done(request);
      return (request.result as Entry | undefined)?.blob;
    },
    delete: (id) => {
      if (!index.delete(id)) return Promise.resolve();
      return write((store) => store.delete(id));
    },
    clear: () => {
      index.clear();
      return write((store) => store.clear());
    },
  };
}
