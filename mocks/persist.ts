// How the state is laid out in storage: a small head entry (version, seededAt, data set, slice names) and one entry per
// slice. A save writes only the slices whose JSON changed, so a change to the wallet does not rewrite the bookings
// (decision 0003), and the storage commits a save's parts together.
import type { DataSet, DemoState } from './db';

/** Where the state is kept between page loads (IndexedDB in the demo's service worker: worker/idb-state.ts). */
export interface StateStorage {
  /** The head (`part` ''), or a slice by name; null when absent. */
  read(part: string): string | null;
  /** Throws when the storage refuses the write (full). */
  write(part: string, value: string): void;
  /** The parts written since the last call make one save (the worker's storage commits them together). */
  saved(): void;
  /** Runs `work` while no other change runs (one change, from the first read to its save, at a time). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

interface Head {
  version: number;
  seededAt: string;
  dataSet?: DataSet;
  slices: string[];
}

const HEAD_FIELDS = new Set(['version', 'seededAt', 'dataSet']);

/** Reads the stored state; null when there is none or a part is missing or corrupt. `written` gets what was read. */
export function readState(storage: StateStorage, written: Map<string, string>): DemoState | null {
  try {
    const headText = storage.read('');
    if (!headText) return null;
    const head = JSON.parse(headText) as Head;
    if (!Array.isArray(head.slices)) return null;
    const state: Record<string, unknown> = { version: head.version, seededAt: head.seededAt };
    if (head.dataSet) state.dataSet = head.dataSet;
    const texts = new Map<string, string>([['', headText]]);
    for (const name of head.slices) {
      const text = storage.read(name);
      if (text === null) return null;
      state[name] = JSON.parse(text);
      texts.set(name, text);
    }
    written.clear();
    texts.forEach((text, name) => written.set(name, text));
    return state as unknown as DemoState;
  } catch {
    return null; // corrupt storage: a fresh seed
  }
}

/** Writes the parts that differ from `written` (updated as each write succeeds), then marks the save complete. */
export function writeState(storage: StateStorage, state: DemoState, written: Map<string, string>): void {
  const slices = Object.keys(state).filter((k) => !HEAD_FIELDS.has(k));
  const head: Head = { version: state.version, seededAt: state.seededAt, dataSet: state.dataSet, slices };
  const parts: [string, string][] = [
    ...slices.map((name): [string, string] => [name, JSON.stringify(state[name as keyof DemoState])]),
    ['', JSON.stringify(head)],
  ];
  for (const [name, text] of parts) {
    if (written.get(name) === text) continue;
    storage.write(name, text);
    written.set(name, text);
  }
  storage.saved();
}
