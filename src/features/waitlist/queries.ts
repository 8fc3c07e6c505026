import { useQuery } from '@tanstack/react-query';
import { getJoinBookingWaitlistMutationOptions } from '../../../generated/api/bookings/join-booking-waitlist';
import { getLeaveBookingWaitlistMutationOptions } from '../../../generated/api/bookings/leave-booking-waitlist';
import { getListBookingWaitlistQueryOptions } from '../../../generated/api/bookings/list-booking-waitlist';
import type { Booking } from '../../../generated/model';
import { useSend, type SendOptions } from '../../lib/mutation';

/** The client's bookings on the waitlist, each with its offer (`GET /booking-waitlist`, decision 0009). */
export const waitlistQuery = () => getListBookingWaitlistQueryOptions();

/** This booking's waitlist entry, or undefined (also while loading). */
export function useWaitlistEntry(bookingIdentifier: string) {
  // Optional: a booking's waitlist line shows once the list is in; the booking never waits for it.
  const { data } = useQuery(waitlistQuery());
  return { known: data !== undefined, entry: data?.items.find((e) => e.bookingIdentifier === bookingIdentifier) };
}

type Leave = ReturnType<typeof getLeaveBookingWaitlistMutationOptions>;
type Join = ReturnType<typeof getJoinBookingWaitlistMutationOptions>;

export const useJoinWaitlist = (
  options: SendOptions<
    Awaited<ReturnType<NonNullable<Join['mutationFn']>>>,
    Parameters<NonNullable<Join['mutationFn']>>[0]
  >,
) => useSend(getJoinBookingWaitlistMutationOptions(), { refresh: ['bookings'], ...options });

export const useLeaveWaitlist = (
  options: SendOptions<
    Awaited<ReturnType<NonNullable<Leave['mutationFn']>>>,
    Parameters<NonNullable<Leave['mutationFn']>>[0]
  >,
) => useSend(getLeaveBookingWaitlistMutationOptions(), { refresh: ['bookings'], ...options });

/**
 * Whether a booking may wait for an earlier time (the backend's rule, decision 0009): confirmed, upcoming, not
 * completed, no reschedule awaiting approval, and a client reschedule left to use on the offer.
 */
export function mayJoinWaitlist(booking: Booking, now = Date.now()): boolean {
  return (
    booking.status === 'confirmed' &&
    booking.startTime !== null &&
    Date.parse(booking.startTime) > now &&
    !booking.isCompleted &&
    booking.rescheduleInfo.status !== 'pending' &&
    booking.rescheduleInfo.remainingClientReschedule > 0
  );
}
