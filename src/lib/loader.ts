import { onlineManager, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from './errors';

// Generated query options differ in data and key types; any set of them may be loaded together.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQueryOptions = UseQueryOptions<any, any, any, any>;

/**
 * A route loader's one round of requests: every query the page needs starts at once, and the loader waits for all
 * of them, one attempt each. A failure is left in the cache: the component's query retries it on mount and the page
 * shows it with its own retry, so one failed card neither delays nor takes down the page. Cached data is shown at
 * once and, when stale, refetched in the background. Offline, a query waits for the connection: the page does not
 * wait for those with nothing saved (their components ask again), so that it shows what it has (decision 0024).
 */
export async function ensureAll(
  queryClient: QueryClient,
  queries: (AnyQueryOptions | false | null | undefined | '')[],
): Promise<void> {
  const offline = !onlineManager.isOnline();
  const wanted = queries
    .filter((q): q is AnyQueryOptions => Boolean(q))
    .filter((q) => !offline || queryClient.getQueryData(q.queryKey) !== undefined);
  const awaited = wanted.flatMap((q) => {
    const cached = queryClient.getQueryData(q.queryKey) !== undefined;
    const fetched = queryClient.query({ ...q, retry: false });
    if (!cached) return [fetched];
    // Cached data does not wait for its refetch (which starts only when it is stale).
    fetched.catch(() => {});
    return [];
  });
  await Promise.allSettled(awaited);
}

/**
 * A route loader's data the page cannot show without: every query starts at once, and the loader fails when one does,
 * so that the route's error component says so with its retry instead of the page rendering without it. Cached data is
 * shown at once as in `ensureAll`; offline, one with nothing saved is not awaited, as there (decision 0024).
 */
export async function ensureRequired(queryClient: QueryClient, queries: AnyQueryOptions[]): Promise<void> {
  const offline = !onlineManager.isOnline();
  const awaited = queries.flatMap((q) => {
    const cached = queryClient.getQueryData(q.queryKey) !== undefined;
    if (offline && !cached) return [];
    const fetched = queryClient.query({ ...q, retry: false });
    if (!cached) return [fetched];
    fetched.catch(() => {});
    return [];
  });
  await Promise.all(awaited);
}

/**
 * Starts queries with the page's round without holding the page for them: for data the page shows its own waiting
 * view for (a payment being polled, the open modal).
 */
export function startAll(queryClient: QueryClient, queries: Parameters<typeof ensureAll>[1]): void {
  void ensureAll(queryClient, queries);
}

/**
 * For `ensureRequired(…).catch(notFoundWhenGone)`: a record the backend does not know, or does not share with this user
 * (404, 403), is the route's not-found view, with nothing to retry; any other failure stays the route's error.
 */
export function notFoundWhenGone(error: unknown): never {
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw notFound();
  throw error;
}
