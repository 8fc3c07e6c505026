// An IndexedDB request or transaction as a promise (the worker's stores: idb-state.ts, idb-files.ts).
export const done = (request: IDBRequest | IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    if (request instanceof IDBTransaction) {
      request.oncomplete = () => resolve();
      request.onabort = request.onerror = () => reject(request.error ?? new Error('IndexedDB transaction aborted'));
    } else {
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    }
  });
