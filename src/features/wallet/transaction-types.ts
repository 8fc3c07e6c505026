import type { WalletTransactionType } from '../../../generated/model';

/**
 * The transaction types, in the filter's order. A module of its own: the route's search schema reads it in the first
 * chunk, which should not carry the wallet's queries along.
 */
export const transactionTypes: WalletTransactionType[] = ['topup', 'payment', 'refund', 'withdrawal'];
