import { getGetUserInfoSuspenseQueryOptions } from '../../../generated/api/user/get-user-info';
import { getGetWalletBalanceQueryOptions } from '../../../generated/api/wallet/get-wallet-balance';
import type { UserType } from '../../../generated/model';
import { bookingListQuery } from '../bookings';
import { bookingInvitationsQuery } from '../appointments';
import { overviewReviewQueries } from '../reviews';
import { waitlistQuery } from '../waitlist';

/** The greeting's name and the account card: the page cannot show without them (its loader's `ensureRequired`). */
export const requiredUserInfoQuery = () => getGetUserInfoSuspenseQueryOptions();
export const walletBalanceQuery = () => getGetWalletBalanceQueryOptions();
export const pendingBookingsQuery = (viewer: UserType) => bookingListQuery(viewer, { statuses: ['pending'], page: 1 });
export const confirmedBookingsQuery = (viewer: UserType) =>
  bookingListQuery(viewer, { statuses: ['confirmed'], page: 1 });

/** The dashboard's cards, for its route's loader: each shows its own failure. */
export function overviewQueries(viewer: UserType) {
  return [
    pendingBookingsQuery(viewer),
    confirmedBookingsQuery(viewer),
    viewer === 'client' && walletBalanceQuery(),
    ...overviewReviewQueries(viewer),
    bookingInvitationsQuery(),
    viewer === 'client' && waitlistQuery(),
  ];
}
