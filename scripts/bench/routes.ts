// The routes the bench measures: every page of the generated route tree (scripts/lib/route-tree.ts), opened as the
// user it is made for. A route with a parameter or a query takes its URL from its feature's route-previews.ts, filled
// with the offline backend's seeded identifiers (mocks/README.md); routes.test.ts fails when one has none.
import { bookingIds, DEMO_PASSWORD, emails, ids } from '../../mocks/data/ids';
import { largeEmails } from '../../mocks/data/large';
import type { ExampleIdKind, RoutePreview } from '../../src/lib/modal-preview';
import {
  featureRoutePreviews,
  pageRouteIds,
  previewUrl,
  routeTreeIds,
  routeViewers,
  type Viewer,
} from '../lib/route-tree';

export interface BenchRoute {
  /** The route's id in src/routeTree.gen.ts (`FileRoutesById`). */
  id: string;
  /** The URL path to load: parameters filled in with seeded data, trailing slash (the router's `trailingSlash`). */
  path: string;
  /** Who the bench is when it loads the page. */
  viewer: Viewer;
}

/**
 * The offline backend's seeded identifier for each kind a page's URL carries (its feature's route-previews.ts). With
 * `--data large` the client has no chat with pr_demo; `/messages/pr_large/` is the 5,000-message one.
 */
const seededIds: Partial<Record<ExampleIdKind, string>> = {
  therapist: ids.provider,
  booking: bookingIds.pendingUnpaid,
  client: ids.client,
  transaction: 'wt_demo_10',
  chatUser: ids.provider,
  // The e-mails' links carry a token; an unknown one shows the page's "link is not valid" state.
  token: 'unknown',
};

function seededId(kind: ExampleIdKind): string {
  const id = seededIds[kind];
  if (!id) throw new Error(`No seeded identifier of kind ${kind} in scripts/bench/routes.ts`);
  return id;
}

/** Routes deliberately not measured, with why. */
export const skippedRoutes: Record<string, string> = {
  '/mock-checkout': "the offline backend's stand-in for the card provider's page (a not-found page in production)",
};

/** Every page route of the tree but the skipped ones; throws for a parameterised route with no preview URL. */
export function benchRoutesOf(treeIds: string[], previews: Record<string, RoutePreview>): BenchRoute[] {
  return pageRouteIds(treeIds)
    .filter((id) => !(id in skippedRoutes))
    .map((id) => ({ id, path: previewUrl(id, previews, seededId), viewer: routeViewers(id, previews)[0]! }));
}

export const routePreviews = await featureRoutePreviews();
export const benchRoutes = benchRoutesOf(routeTreeIds(), routePreviews);

/** The seeded accounts the signed-in routes use (mocks/README.md); with `--data large`, the large data set's. */
export const benchAccounts = {
  client: { email: emails.client, password: DEMO_PASSWORD },
  provider: { email: emails.provider, password: DEMO_PASSWORD },
};
export const largeBenchAccounts = {
  client: { email: largeEmails.client, password: DEMO_PASSWORD },
  provider: { email: largeEmails.provider, password: DEMO_PASSWORD },
};

/** Picks routes by path or id (`/login/`, `/payment/*`, `/_authenticated/payment/$id`); none given means all. */
export function selectRoutes(patterns: string[]): BenchRoute[] {
  if (!patterns.length) return benchRoutes;
  const matches = (route: BenchRoute, pattern: string) => {
    const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    return [route.path, route.id, route.path.replace(/\/$/, '')].some((s) => re.test(s));
  };
  const unknown = patterns.filter((p) => !benchRoutes.some((r) => matches(r, p)));
  if (unknown.length)
    throw new Error(
      `No bench route matches ${unknown.join(', ')} (routes: ${benchRoutes.map((r) => r.path).join(' ')})`,
    );
  return benchRoutes.filter((r) => patterns.some((p) => matches(r, p)));
}
