import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';
import { toastError } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorToast: false` when the feature shows the failure itself. */
    queryMeta: { errorToast?: boolean };
    mutationMeta: { errorToast?: boolean };
  }
}

export const LIST_STALE_TIME = 60_000;
/** The chat list (spec: cached for 5 minutes); pass as `query: { staleTime: CHAT_LIST_STALE_TIME }`. */
export const CHAT_LIST_STALE_TIME = 5 * 60_000;

/** One retry for queries, but none for client errors (4xx): asking again gives the same answer. */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast !== false) toastError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast !== false) toastError(error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: LIST_STALE_TIME, retry: retryOnce },
      mutations: { retry: 0 },
    },
  });
}
