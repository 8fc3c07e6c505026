import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingBlock } from '../ui/Spinner';
import { ErrorState } from '../ui/states';

/**
 * A secondary part of a page (a card, a panel below the first view) with data of its own: a placeholder while it
 * loads, its failure with a retry, else `children` with the data. The page's own data comes through the route's loader
 * and its pending and error components; everything else goes through here, so no part writes its own branches.
 */
export function QueryBoundary<TQueryFnData, TError extends Error, TData, TQueryKey extends QueryKey>({
  query,
  failedTitle,
  pending = <LoadingBlock />,
  frame = (content) => content,
  children,
}: {
  query: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>;
  /** What failed, as the failure's heading ('Could not load your availability'); else the general one. */
  failedTitle?: string;
  pending?: ReactNode;
  /** What the placeholder and the failure show inside, as a modal's dialog: its title stays while it loads or fails. */
  frame?: (content: ReactNode) => ReactNode;
  children: (data: TData) => ReactNode;
}) {
  const result = useQuery(query);
  if (result.isPending) return frame(pending);
  // A failed refetch keeps what was shown (the error toast, where wanted, says so): the content does not vanish.
  if (result.data !== undefined) return children(result.data);
  return frame(<ErrorState title={failedTitle} text={result.error?.message} onRetry={() => void result.refetch()} />);
}
