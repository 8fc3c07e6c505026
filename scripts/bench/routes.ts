// The routes the bench measures: one entry per route of src/routeTree.gen.ts (routes.test.ts and the bench itself
// fail when a route is added without an entry here), each with the URL to load and whether it needs a session.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/run';

export interface BenchRoute {
  /** The route's id in src/routeTree.gen.ts (`FileRoutesById`). */
  id: string;
  /** The URL path to load: parameters filled in with seeded data, trailing slash (the router's `trailingSlash`). */
  path: string;
  /** Loaded signed in as the seeded client (every route under `_authenticated`). */
  signedIn: boolean;
}

export const benchRoutes: BenchRoute[] = [
  { id: '/', path: '/', signedIn: false },
  { id: '/login', path: '/login/', signedIn: false },
  { id: '/therapists/$id', path: '/therapists/pr_demo/', signedIn: false },
  { id: '/privacy-policy', path: '/privacy-policy/', signedIn: false },
  { id: '/policy/client-cancellation', path: '/policy/client-cancellation/', signedIn: false },
  { id: '/policy/provider-cancellation', path: '/policy/provider-cancellation/', signedIn: false },
  { id: '/sign-up/', path: '/sign-up/', signedIn: false },
  { id: '/sign-up/provider', path: '/sign-up/provider/', signedIn: false },
  { id: '/terms', path: '/terms/', signedIn: false },
  { id: '/forgot-password', path: '/forgot-password/', signedIn: false },
  { id: '/reset-password', path: '/reset-password/?token=unknown', signedIn: false },
  { id: '/verify-email', path: '/verify-email/?token=unknown', signedIn: false },
  { id: '/_authenticated/overview', path: '/overview/', signedIn: true },
  { id: '/_authenticated/appointments', path: '/appointments/', signedIn: true },
  { id: '/_authenticated/account/settings', path: '/account/settings/', signedIn: true },
  { id: '/_authenticated/payment/$id', path: '/payment/bk_pending_unpaid/', signedIn: true },
  { id: '/_authenticated/account/', path: '/account/', signedIn: true },
  // A provider's page of a client; the bench's client sees that it is for therapists (the route's code still loads).
  { id: '/_authenticated/clients/$id', path: '/clients/cl_demo/', signedIn: true },
  { id: '/_authenticated/wallet/', path: '/wallet/', signedIn: true },
  { id: '/_authenticated/wallet/transactions/$id', path: '/wallet/transactions/wt_demo_10/', signedIn: true },
  { id: '/contact', path: '/contact/', signedIn: false },
  // Messages: the chat list, and the list with the seeded chat open (with `--data large` the client has
  // no chat with pr_demo; `/messages/pr_large/` is the 5,000-message one, measured with `--routes /messages/*`).
  { id: '/_authenticated/messages/', path: '/messages/', signedIn: true },
  { id: '/_authenticated/messages/$userId', path: '/messages/pr_demo/', signedIn: true },
];

/** Routes deliberately not measured, with why. */
export const skippedRoutes: Record<string, string> = {
  '/mock-checkout': "the offline backend's stand-in for the card provider's page (a not-found page in production)",
  '/_authenticated/account': 'the account tab layout; its pages are measured as /account/ and /account/settings/',
  '/_authenticated/availability':
    'providers only, and the bench signs in as the client (for whom it is a not-found page)',
  // The provider's verification pages: the bench signs in as the client, whom they send to /overview/.
  '/_authenticated/setup': 'provider only; the bench signs in as the client',
  '/_authenticated/account/credentials': 'provider only; the bench signs in as the client',
  '/_authenticated/account/experience': 'provider only; the bench signs in as the client',
  '/_authenticated/account/fees': 'provider only; the bench signs in as the client',
  '/_authenticated/account/payouts': 'provider only; the bench signs in as the client',
  '/_authenticated/account/verification': 'provider only; the bench signs in as the client',
  '/_authenticated/messages': 'the layout of /messages/ and /messages/$userId/ (measured through them)',
};

/** The seeded account the signed-in routes use (mocks/README.md). */
export const benchAccount = { email: 'client@example.com', password: 'Passw0rd!' };
/** With `--data large`: the large data set's client, who has 1,000 bookings (mocks/data/large.ts). */
export const largeBenchAccount = { email: 'large-client@example.com', password: 'Passw0rd!' };

/** The page routes of the generated route tree: `FileRoutesById` without the root and pathless layouts (`_name`). */
export function routeTreeIds(file = path.join(repoRoot, 'src/routeTree.gen.ts')): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const body = /export interface FileRoutesById \{([^}]*)\}/.exec(source)?.[1];
  if (!body) throw new Error(`No FileRoutesById in ${file}: run \`npx tsr generate\`.`);
  const ids = [...body.matchAll(/^\s*'([^']+)':/gm)].flatMap((m) => (m[1] ? [m[1]] : []));
  return ids.filter((id) => id !== '__root__' && !(id.split('/').at(-1) ?? '').startsWith('_'));
}

/** Routes of the tree with no bench entry and no reason to skip them, and entries for routes that no longer exist. */
export function routeCoverageProblems(treeIds = routeTreeIds()): string[] {
  const known = new Set([...benchRoutes.map((r) => r.id), ...Object.keys(skippedRoutes)]);
  const tree = new Set(treeIds);
  return [
    ...treeIds.filter((id) => !known.has(id)).map((id) => `route ${id} has no entry in scripts/bench/routes.ts`),
    ...[...known]
      .filter((id) => !tree.has(id))
      .map((id) => `scripts/bench/routes.ts lists ${id}, which is not a route`),
  ];
}

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
