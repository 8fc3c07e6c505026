import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React renders a page's HTML at build time (scripts/prerender-plugin.ts) and while the browser hydrates
 * that HTML, true right after, and from the start in a page the browser renders itself. What depends on this visitor
 * (a cookie, data already in the cache) renders only once it is true, so that hydration meets the HTML it was given.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
