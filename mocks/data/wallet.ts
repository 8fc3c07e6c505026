import type {
  VirtualAccount,
  WalletPaymentState,
  WalletTransaction,
  WalletTransactionType,
} from '../../generated/model';
import type { SeedClock } from './clock';
import { bookingIds, ids } from './ids';

export const WALLET_CURRENCY = 'NGN';
/** Minimum top-up per currency, in minor units (500 NGN, else 5). */
const MIN_TOPUP: Record<string, number> = { NGN: 50_000, GBP: 500 };
export const minTopup = (currency: string) => MIN_TOPUP[currency] ?? 500;
/** Maximum top-up per currency, in minor units (10,000,000 NGN, else 100,000; decision 0007). */
const MAX_TOPUP: Record<string, number> = { NGN: 1_000_000_000, GBP: 10_000_000 };
export const maxTopup = (currency: string) => MAX_TOPUP[currency] ?? 10_000_000;
/** The most a balance may hold, in minor units (100,000,000 NGN, else 1,000,000): far below 2^53. */
const MAX_BALANCE: Record<string, number> = { NGN: 10_000_000_000, GBP: 100_000_000 };
export const maxBalance = (currency: string) => MAX_BALANCE[currency] ?? 100_000_000;
/** What one "Settle transfer" of the dev menu credits: 10,000.00 in the wallet's currency. */
export const SETTLED_TRANSFER_AMOUNT = 1_000_000;

export interface WalletTransactionRecord extends WalletTransaction {
  clientIdentifier: string;
}

/** A card payment handed off to the (mock) checkout: a wallet top-up or a booking payment. */
export interface PaymentRecord {
  reference: string;
  clientIdentifier: string;
  purpose: 'topup' | 'booking';
  bookingIdentifier: string | null;
  amount: number;
  currencyCode: string;
  status: WalletPaymentState;
  createdAt: string;
}

export interface WalletState {
  /** Every client's wallet transactions; the balance is derived from the successful ones. */
  walletTransactions: WalletTransactionRecord[];
  payments: PaymentRecord[];
  /** Generated virtual bank accounts, by client identifier. */
  virtualAccounts: Record<string, VirtualAccount>;
}

export function walletTotals(state: WalletState, clientIdentifier: string) {
  const totals = { topup: 0, refund: 0, payment: 0, withdrawal: 0 };
  for (const t of state.walletTransactions) {
    if (t.clientIdentifier === clientIdentifier && t.status === 'success') totals[t.type] += t.amount;
  }
  return {
    totalTopup: totals.topup,
    totalRefunded: totals.refund,
    totalSpent: totals.payment + totals.withdrawal,
    balance: totals.topup + totals.refund - totals.payment - totals.withdrawal,
  };
}

export const walletBalance = (state: WalletState, clientIdentifier: string) =>
  walletTotals(state, clientIdentifier).balance;

export function recordTransaction(
  state: WalletState,
  t: Omit<WalletTransactionRecord, 'currencyCode' | 'status'> &
    Partial<Pick<WalletTransactionRecord, 'currencyCode' | 'status'>>,
): WalletTransactionRecord {
  const record: WalletTransactionRecord = { currencyCode: WALLET_CURRENCY, status: 'success', ...t };
  state.walletTransactions.push(record);
  return record;
}

export function seedWallet(clock: SeedClock): WalletState {
  const tx = (
    n: number,
    type: WalletTransactionType,
    amount: number,
    daysAgo: number,
    description: string,
    extra: Partial<WalletTransactionRecord> = {},
  ) => ({
    identifier: `wt_demo_${String(n).padStart(2, '0')}`,
    clientIdentifier: ids.client,
    type,
    amount,
    currencyCode: WALLET_CURRENCY,
    status: 'success' as const,
    description,
    reference: type === 'topup' ? `ref_seed_${n}` : null,
    bookingIdentifier: null,
    createdAt: clock.daysAgo(daysAgo),
    ...extra,
  });
  const fee = 1_500_000;
  // Balance 5 000 000: top-ups 11 500 000 + refund 1 500 000 - payments 7 500 000 - withdrawal 500 000.
  return {
    walletTransactions: [
      tx(1, 'topup', 3_000_000, 80, 'Wallet top-up by card'),
      tx(2, 'topup', 2_000_000, 60, 'Wallet top-up by bank transfer', { reference: 'ref_seed_transfer_2' }),
      tx(3, 'topup', 200_000, 59, 'Wallet top-up by card', { status: 'failed' }),
      tx(4, 'payment', fee, 30, 'Payment for Individual Therapy with Dr Amaka Okafor', {
        bookingIdentifier: bookingIds.completedWithFeedback,
      }),
      tx(5, 'topup', 1_000_000, 28, 'Wallet top-up by card'),
      tx(6, 'withdrawal', 500_000, 25, 'Withdrawal to bank account'),
      tx(7, 'payment', fee, 20, 'Payment for Individual Therapy with Dr Amaka Okafor', {
        bookingIdentifier: bookingIds.completedNoFeedback,
      }),
      tx(8, 'topup', 2_500_000, 15, 'Wallet top-up by card'),
      tx(9, 'payment', fee, 12, 'Payment for Individual Therapy with Dr Amaka Okafor', {
        bookingIdentifier: bookingIds.cancelledFromConfirmed,
      }),
      tx(10, 'refund', fee, 9, 'Refund for cancelled booking with Dr Amaka Okafor', {
        bookingIdentifier: bookingIds.cancelledFromConfirmed,
      }),
      tx(11, 'topup', 2_000_000, 6, 'Wallet top-up by card'),
      tx(12, 'payment', fee, 5, 'Payment for Individual Therapy with Dr Amaka Okafor', {
        bookingIdentifier: bookingIds.confirmedFar,
      }),
      tx(13, 'topup', 1_000_000, 3, 'Wallet top-up by bank transfer', { reference: 'ref_seed_transfer_13' }),
      tx(14, 'payment', fee, 2, 'Payment for Individual Therapy with Dr Amaka Okafor', {
        bookingIdentifier: bookingIds.confirmedSoon,
      }),
    ],
    payments: [],
    virtualAccounts: {},
  };
}
