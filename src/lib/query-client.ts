import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';
import { isServerReachable, subscribeReachability } from './reachability';
import { toastError, type ErrorRule } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    /** Every failure the API client throws is an ApiError (lib/api-client.ts). */
    defaultError: ApiError;
    /**
     * A failed query is the page's to show (its route's error component, a QueryBoundary, an inline hint), so it is
     * not toasted; `errorToast: true` (`toastOnFailure`) toasts it, for data the page does not show failing: optional
     * data, a background refresh of what is already shown.
     */
    queryMeta: { errorToast?: boolean };
    /** Set by useSend (lib/mutation.ts): the failures the feature shows itself. */
    mutationMeta: { handles?: (error: unknown) => boolean; errorRule?: ErrorRule };
  }
}

const LIST_STALE_TIME = 60_000;

/** A query's options part for data whose failure the page does not show: the failure is toasted instead. */
export const toastOnFailure = { meta: { errorToast: true } } as const;

/** One retry for queries, but none for client errors (4xx): asking again gives the same answer; none offline. */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiError && (error.code === 'OFFLINE' || error.code === 'ABORTED')) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  // TanStack Query would follow the browser's `online`/`offline` events only; it follows whether the server answers
  // (lib/reachability.ts), so that queries pause instead of failing while it does not, and resume when it does
  // (decision 0024), also in a page loaded offline.
  onlineManager.setEventListener((setOnline) => {
    setOnline(isServerReachable());
    return subscribeReachability(() => setOnline(isServerReachable()));
  });
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast === true) toastError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handles?.(error)) toastError(error, mutation.meta?.errorRule);
      },
    }),
    defaultOptions: {
      queries: { staleTime: LIST_STALE_TIME, retry: retryOnce },
      // 'always': a send made offline fails at once with the offline message (the API client sends nothing) instead
      // of pausing and firing by itself when the connection comes back (docs/decisions/0024).
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}
