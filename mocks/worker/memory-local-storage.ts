// MSW's core makes a cookie jar when it loads, and refuses to outside Node unless `localStorage` exists; a service
// worker has none. The offline backend never uses cookies through MSW (decision 0003), so an in-memory stand-in that
// forgets on the worker's restart is enough. backend.ts imports this module first, before msw evaluates.
const scope = globalThis as unknown as { localStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> };

if (scope.localStorage === undefined) {
  const items = new Map<string, string>();
  scope.localStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}
