// How the state is laid out in storage: a small head entry (version, seededAt, data set, slice names) and one entry per
// slice. A save writes only the slices whose JSON changed, then a new revision, so a change to the wallet does not
// rewrite the bookings, and another tab sees the revision only once every slice is in (decision 0028).
import type { DataSet, DemoState } from './db';

/** Where the state is kept between page loads (localStorage in the browser: browser-storage.ts). */
export interface StateStorage {
  /** The head (`part` ''), or a slice by name; null when absent. */
  read(part: string): string | null;
  /** Throws when the storage refuses the write (full). */
  write(part: string, value: string): void;
  /** Changes with every save from any tab: a tab whose last seen revision differs reloads before it answers. */
  revision(): string | null;
  /** Marks a completed save (a new revision). */
  bump(): void;
  /** Runs `work` while no other tab runs its own (reload, change, save in one piece). */
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

/** Writes the parts that differ from `written` (updated as each write succeeds), then bumps the revision. */
export function writeState(storage: StateStorage, state: DemoState, written: Map<string, string>): void {
  const slices = Object.keys(state).filter((k) => !HEAD_FIELDS.has(k));
  const head: Head = { version: state.version, seededAt: state.seededAt, dataSet: state.dataSet, slices };
  const parts: [string, string][] = [...slices.map((name): [string, string] => [name, JSON.stringify(state[name as keyof DemoState])]), ['', JSON.stringify(head)]];
  for (const [name, text] of parts) {
    if (written.get(name) === text) continue;
    storage.write(name, text);
    written.set(name, text);
  }
  storage.bump();
}
