import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getGetVirtualAccountQueryKey, getVirtualAccount } from '../../../generated/api/wallet/get-virtual-account';
import { getGetWalletBalanceQueryOptions } from '../../../generated/api/wallet/get-wallet-balance';
import { getGetWalletStatsQueryOptions } from '../../../generated/api/wallet/get-wallet-stats';
import { getGetWalletTransactionSuspenseQueryOptions } from '../../../generated/api/wallet/get-wallet-transaction';
import { getListWalletTransactionsQueryOptions } from '../../../generated/api/wallet/list-wallet-transactions';
import { getGetUserInfoQueryOptions } from '../../../generated/api/user/get-user-info';
import type { WalletTransactionType } from '../../../generated/model';
import { ApiError } from '../../lib/errors';

export interface TransactionFilters {
  page: number;
  transactionType?: WalletTransactionType;
  fromDate?: string;
  toDate?: string;
}

/** A range whose start is after its end is not sent (the page says why instead). */
export const rangeIsValid = ({ fromDate, toDate }: Pick<TransactionFilters, 'fromDate' | 'toDate'>) =>
  !fromDate || !toDate || fromDate <= toDate;

export const walletBalanceQuery = () => getGetWalletBalanceQueryOptions();
export const walletStatsQuery = () => getGetWalletStatsQueryOptions();
export const transactionsQuery = ({ page, transactionType, fromDate, toDate }: TransactionFilters) =>
  getListWalletTransactionsQueryOptions(
    // Only the filters that are set, so that the key (and the URL sent) carries no empty ones.
    { page, ...(transactionType && { transactionType }), ...(fromDate && { fromDate }), ...(toDate && { toDate }) },
    { query: { placeholderData: keepPreviousData } },
  );
/** The transaction its page is about, which it cannot show without (its loader's `ensureRequired`). */
export const requiredTransactionQuery = (id: string) =>
  getGetWalletTransactionSuspenseQueryOptions(id, { query: { retry: false } });
/**
 * The client's transfer account, or null while there is none (the backend's 404 until the modal generates it, which
 * is no failure): asked once.
 */
export const virtualAccountQuery = () =>
  queryOptions({
    queryKey: getGetVirtualAccountQueryKey(),
    queryFn: ({ signal }) =>
      getVirtualAccount({ signal }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    retry: false,
    staleTime: Infinity,
  });

/** Everything `/wallet/` shows, for its route's loader. */
export function walletQueries(filters: TransactionFilters) {
  return [walletBalanceQuery(), walletStatsQuery(), rangeIsValid(filters) && transactionsQuery(filters)];
}

/** The client's names: a transfer account is opened in them (GET /user/info). */
export const userNamesQuery = () => getGetUserInfoQueryOptions();
