// The demo worker's StateStorage: the stored parts are read into memory once, when the worker starts, so that
// persist.ts reads them synchronously as it always has; each save goes on to IndexedDB in one transaction. The worker
// is one for every tab of the browser, so no other copy can change the store behind it: `exclusive` is this worker's
// own queue.
import type { FileStorage } from '../lib/file-bytes';
import type { StateStorage } from '../persist';
import { FILES_STORE, openIdbFiles } from './idb-files';
import { done } from './idb-request';

/** The database and its version (2: the files store beside the state); e2e/warm-start.ts fills it before a visit. */
export const STATE_DB = 'demo-backend';
export const STATE_DB_VERSION = 2;
export const STATE_STORE = 'state';

export interface IdbState {
  storage: StateStorage;
  /** Uploaded files' bytes, beside the state (idb-files.ts). */
  files: FileStorage;
  /** Mock-only: every save fails as on a full disk until turned off again (tests of the "storage full" notice). */
  simulateFull(full: boolean): void;
  /** Settles once every save so far is in IndexedDB (or has failed and been reported). */
  flushed(): Promise<void>;
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(STATE_DB, STATE_DB_VERSION);
  request.onupgradeneeded = () => {
    for (const name of [STATE_STORE, FILES_STORE])
      if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
  };
  return done(request).then(() => request.result);
}

async function readAll(database: IDBDatabase): Promise<Map<string, string>> {
  const store = database.transaction(STATE_STORE, 'readonly').objectStore(STATE_STORE);
  const keys = store.getAllKeys();
  const values = store.getAll();
  await Promise.all([done(keys), done(values)]);
  return new Map((keys.result as string[]).map((key, i) => [key, String(values.result[i])]));
}

/** Opens the store; `onWriteFailed` hears of a save IndexedDB refused (full), which the next save tries again. */
export async function openIdbState(onWriteFailed: (error: unknown) => void): Promise<IdbState> {
  const database = await openDatabase();
  const parts = await readAll(database);
  /** Parts changed in memory and not yet known to be in IndexedDB. */
  const unsaved = new Map<string, string>();
  let writing = Promise.resolve();
  let queue = Promise.resolve();

  let full = false;

  const flush = () => {
    const batch = new Map(unsaved);
    writing = writing.then(async () => {
      if (full) return onWriteFailed(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
      const transaction = database.transaction(STATE_STORE, 'readwrite');
      batch.forEach((value, part) => transaction.objectStore(STATE_STORE).put(value, part));
      try {
        await done(transaction);
        batch.forEach((value, part) => unsaved.get(part) === value && unsaved.delete(part));
      } catch (error) {
        onWriteFailed(error);
      }
    });
  };

  // A file's write goes in the one line of writes, so that `flushed` waits for it too; a refused one is reported.
  const files = await openIdbFiles(database, (work) => {
    const run = writing.then(work);
    writing = run.catch((error: unknown) => onWriteFailed(error));
    return run;
  });

  return {
    files,
    storage: {
      read: (part) => parts.get(part) ?? null,
      write: (part, value) => {
        parts.set(part, value);
        unsaved.set(part, value);
      },
      saved: flush,
      exclusive: <T>(work: () => Promise<T>) => {
        const run = queue.then(work);
        queue = run.then(
          () => undefined,
          () => undefined,
        );
        return run;
      },
    },
    flushed: () => writing,
    simulateFull: (value) => (full = value),
  };
}
