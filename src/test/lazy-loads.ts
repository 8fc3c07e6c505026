import type { lazy as reactLazy } from 'react';

// React reports a lazy component whose chunk arrives after a test's last wait as "a suspended resource finished
// loading … not wrapped in act". The app's lazy parts are counted here (setup.ts wraps React's `lazy`), so a test can
// wait until none is still loading.

const pending = new Set<Promise<unknown>>();

/** How many lazy components' chunks are still loading. */
export const pendingLazyLoads = (): number => pending.size;

/** React's `lazy`, counting each load while it is under way. */
export function countingLazy(lazy: typeof reactLazy): typeof reactLazy {
  return (load) =>
    lazy(() => {
      const loading = load();
      pending.add(loading);
      const done = () => void pending.delete(loading);
      loading.then(done, done);
      return loading;
    });
}
