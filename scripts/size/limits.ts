/**
 * The one size rule of `npm run check:size` (decision 0032), the same for every route, so that no figure is written
 * per route: the libraries every page runs on (the `framework` chunk, decision 0074, with Zod Mini for the routes'
 * search params) may weigh 120 KiB gzip; on top of them, a route's own initial JS may weigh 45 KiB on the landing
 * page, the first page a visitor sees, and 75 KiB on every other. What a page shows only later (after a click, in a tab or modal, below the first view) belongs in a lazy
 * chunk, not in these figures.
 */
const KiB = 1024;
export const FRAMEWORK_LIMIT = 120 * KiB;
const LANDING_LIMIT = 45 * KiB;
const PAGE_LIMIT = 75 * KiB;

/** The initial JS (gzip) a route may carry on top of the framework chunk. */
export function onTopLimit(routePath: string): number {
  return routePath === '/' ? LANDING_LIMIT : PAGE_LIMIT;
}
