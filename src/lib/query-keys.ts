import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The query-key factory: every generated query's key starts with its path (`['/booking', params]`,
 * `['/booking/<id>']`), so a domain is the set of path prefixes it owns. A mutation names the domains it changed
 * and exactly their queries refetch.
 */
const queryDomains = {
  bookings: [
    '/booking',
    '/appointment',
    '/clients/relation',
    '/share-booking',
    '/booking-invitations',
    '/booking-waitlist',
  ],
  availability: ['/providers-availability', '/provider-availability'],
  wallet: ['/wallet', '/payment', '/virtual-accounts'],
  user: ['/user'],
  provider: ['/provider', '/therapists'],
  client: ['/client'],
  reviews: ['/review'],
  notes: ['/note'],
  messages: ['/messages'],
  region: ['/region'],
} as const satisfies Record<string, readonly string[]>;

export type QueryDomain = keyof typeof queryDomains;

/** True when the query belongs to one of the domains. */
function inDomains(queryKey: QueryKey, domains: readonly QueryDomain[]): boolean {
  const head = queryKey[0];
  if (typeof head !== 'string') return false;
  return domains.some((domain) =>
    queryDomains[domain].some((prefix) => head === prefix || head.startsWith(`${prefix}/`)),
  );
}

/** Marks the domains' queries stale and refetches those on screen; `'all'` is the spec's page reload. */
export function refreshDomains(queryClient: QueryClient, domains: readonly QueryDomain[] | 'all'): Promise<void> {
  if (domains === 'all') return queryClient.invalidateQueries();
  return queryClient.invalidateQueries({ predicate: (query) => inDomains(query.queryKey, domains) });
}
