import type { QueryClient } from '@tanstack/react-query';
import { getGetBookingSuspenseQueryOptions } from '../../../generated/api/bookings/get-booking';
import { getGetPaymentStatusQueryOptions } from '../../../generated/api/wallet/get-payment-status';
import { getGetWalletBalanceQueryOptions } from '../../../generated/api/wallet/get-wallet-balance';
import type { UserType } from '../../../generated/model';
import { ensureAll, ensureRequired, startAll } from '../../lib/loader';
import { pollReferenceFor, readPendingPayment } from './pending-payment';
import { awaitsFreeConfirmation, POLL_INTERVAL_MS } from './use-land-on-booking';

/**
 * The payment page's one round: the booking, which the page cannot show without, and the wallet's balance. Back from
 * the card provider with a reference, the payment's status is started but not waited for: the pending view is the
 * page's own waiting screen. With this booking's pending-payment flag the page polls too, so the booking is not
 * required there. Only clients pay: the others' page asks for nothing.
 */
export function loadPayment(
  queryClient: QueryClient,
  viewer: UserType,
  id: string,
  reference: string | undefined,
): Promise<unknown> {
  if (reference) {
    startAll(queryClient, [paymentStatusQuery(reference)]);
    return Promise.resolve();
  }
  if (viewer !== 'client') return Promise.resolve();
  const booking = requiredPaymentBookingQuery(id);
  if (pollReferenceFor(id, undefined, readPendingPayment()))
    return ensureAll(queryClient, [booking, walletBalanceQuery()]);
  return Promise.all([ensureRequired(queryClient, [booking]), ensureAll(queryClient, [walletBalanceQuery()])]);
}

/** The booking to pay, which the page cannot show without (the route's loader and the page read the same query). */
export const requiredPaymentBookingQuery = (id: string) =>
  getGetBookingSuspenseQueryOptions(id, {
    query: {
      // A free booking that is scheduled but still pending: the server confirms it shortly.
      refetchInterval: (query) =>
        query.state.data && awaitsFreeConfirmation(query.state.data) ? POLL_INTERVAL_MS : false,
      retry: false,
    },
  });

/** The balance on the payment page is always asked afresh (the route's loader and the form read the same). */
export const walletBalanceQuery = () => getGetWalletBalanceQueryOptions({ query: { staleTime: 0 } });

/** A card payment's status, asked every 5 s until it settles. */
export const paymentStatusQuery = (reference: string) =>
  getGetPaymentStatusQueryOptions(reference, {
    query: {
      refetchInterval: (query) =>
        query.state.data?.status === 'pending' || !query.state.data ? POLL_INTERVAL_MS : false,
      staleTime: 0,
      retry: false,
    },
  });
