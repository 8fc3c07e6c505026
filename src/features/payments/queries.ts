import type { QueryClient } from '@tanstack/react-query';
import { getGetBookingQueryOptions } from '../../../generated/api/bookings/get-booking';
import { getGetPaymentStatusQueryOptions } from '../../../generated/api/wallet/get-payment-status';
import { getGetWalletBalanceQueryOptions } from '../../../generated/api/wallet/get-wallet-balance';
import { ensureAll, startAll } from '../../lib/loader';
import { awaitsFreeConfirmation, POLL_INTERVAL_MS } from './use-land-on-booking';

/**
 * The payment page's one round: the booking and the wallet's balance. Back from the card provider with a reference,
 * the payment's status is started but not waited for: the pending view is the page's own waiting screen.
 */
export function loadPayment(queryClient: QueryClient, id: string, reference: string | undefined): Promise<void> {
  if (reference) {
    startAll(queryClient, [paymentStatusQuery(reference)]);
    return Promise.resolve();
  }
  return ensureAll(queryClient, [paymentBookingQuery(id), walletBalanceQuery()]);
}

/** The booking to pay (the route's loader and the page read the same query). */
export const paymentBookingQuery = (id: string) =>
  getGetBookingQueryOptions(id, {
    query: {
      // A free booking that is scheduled but still pending: the server confirms it shortly.
      refetchInterval: (query) =>
        query.state.data && awaitsFreeConfirmation(query.state.data) ? POLL_INTERVAL_MS : false,
      meta: { errorToast: false },
      retry: false,
    },
  });

/** The balance on the payment page is always asked afresh (the route's loader and the form read the same). */
export const walletBalanceQuery = () =>
  getGetWalletBalanceQueryOptions({ query: { meta: { errorToast: false }, staleTime: 0 } });

/** A card payment's status, asked every 5 s until it settles. */
export const paymentStatusQuery = (reference: string) =>
  getGetPaymentStatusQueryOptions(reference, {
    query: {
      refetchInterval: (query) =>
        query.state.data?.status === 'pending' || !query.state.data ? POLL_INTERVAL_MS : false,
      staleTime: 0,
      retry: false,
      meta: { errorToast: false },
    },
  });
