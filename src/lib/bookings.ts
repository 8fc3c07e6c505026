import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useGetAppointment, useListAppointments } from '../../generated/api/appointments/appointments';
import { useGetBooking, useListBookings } from '../../generated/api/bookings/bookings';
import type { Booking, BookingStatus, UserType } from '../../generated/model';

/** What a viewer can do with a booking from a list, the dashboard or the selected-booking card. */
export type BookingAction = 'schedule' | 'pay' | 'reschedule' | 'cancel' | 'review-reschedule' | 'acknowledge' | 'reject';

const side = (viewer: UserType) => (viewer === 'client' ? 'client' : 'provider');

export function isUpcoming(booking: Booking, now = Date.now()): boolean {
  return booking.startTime !== null && Date.parse(booking.startTime) > now;
}

/** A pending reschedule the viewer must answer (the other side asked for it). */
export function awaitsMyRescheduleAnswer(booking: Booking, viewer: UserType): boolean {
  const info = booking.rescheduleInfo;
  return booking.status !== 'cancelled' && info.status === 'pending' && info.requestedBy !== null && info.requestedBy !== side(viewer);
}

/**
 * The actions a booking offers its viewer. Cancelled and completed bookings offer none; a provider first acknowledges
 * or rejects a booking that awaits them; a pending reschedule is answered by the side that did not ask for it, and
 * blocks another reschedule until it is answered.
 */
export function bookingActions(booking: Booking, viewer: UserType, now = Date.now()): BookingAction[] {
  if (booking.status === 'cancelled' || booking.isCompleted) return [];
  const reschedulePending = booking.rescheduleInfo.status === 'pending';
  if (viewer === 'provider') {
    if (booking.participant.status === 'awaiting') return ['acknowledge', 'reject'];
    if (booking.status === 'pending') return ['cancel'];
    if (!isUpcoming(booking, now)) return [];
    if (reschedulePending) return awaitsMyRescheduleAnswer(booking, viewer) ? ['review-reschedule', 'cancel'] : ['cancel'];
    return ['reschedule', 'cancel'];
  }
  if (booking.status === 'pending') {
    if (booking.startTime === null) return ['schedule', 'cancel'];
    return booking.paymentStatus === 'unpaid' ? ['pay', 'cancel'] : ['cancel'];
  }
  if (!isUpcoming(booking, now)) return [];
  if (reschedulePending) return awaitsMyRescheduleAnswer(booking, viewer) ? ['review-reschedule', 'cancel'] : ['cancel'];
  return ['reschedule', 'cancel'];
}

/** The reschedule line a booking shows, if any. */
export type RescheduleState = 'awaiting-you' | 'awaiting-other' | 'declined' | 'rescheduled';

export function rescheduleState(booking: Booking, viewer: UserType): RescheduleState | null {
  if (booking.status === 'cancelled') return null;
  const info = booking.rescheduleInfo;
  if (info.status === 'pending') return awaitsMyRescheduleAnswer(booking, viewer) ? 'awaiting-you' : 'awaiting-other';
  if (info.status === 'rejected') return 'declined';
  if (info.status === 'approved') return 'rescheduled';
  return null;
}

/** Something on this booking waits for the viewer (the dashboard's "needs your attention"). */
export function needsMyAction(booking: Booking, viewer: UserType, now = Date.now()): boolean {
  const actions = bookingActions(booking, viewer, now);
  return actions.some((a) => a === 'schedule' || a === 'pay' || a === 'review-reschedule' || a === 'acknowledge');
}

export interface BookingListParams {
  statuses?: BookingStatus[];
  page?: number;
}

/** The viewer's bookings: GET /booking for clients, GET /appointment for providers. */
export function useBookingList(viewer: UserType, params: BookingListParams) {
  const query = { meta: { errorToast: false }, placeholderData: keepPreviousData } as const;
  const asClient = useListBookings(params, { query: { ...query, enabled: viewer === 'client' } });
  const asProvider = useListAppointments(params, { query: { ...query, enabled: viewer === 'provider' } });
  return viewer === 'client' ? asClient : asProvider;
}

/** One booking of the viewer: GET /booking/{id} for clients, GET /appointment/{id} for providers. */
export function useViewerBooking(viewer: UserType, id: string | undefined, options: { enabled?: boolean } = {}) {
  const enabled = options.enabled !== false && Boolean(id);
  const query = { meta: { errorToast: false }, retry: false } as const;
  const asClient = useGetBooking(id ?? '', { query: { ...query, enabled: enabled && viewer === 'client' } });
  const asProvider = useGetAppointment(id ?? '', { query: { ...query, enabled: enabled && viewer === 'provider' } });
  return viewer === 'client' ? asClient : asProvider;
}

const bookingKeyPrefixes = ['/booking', '/appointment', '/wallet', '/providers-availability', '/provider-availability'];

/** After a booking changed: every booking and appointment query (lists, single bookings, checks) and the wallet. */
export function invalidateBookings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && bookingKeyPrefixes.some((prefix) => head.startsWith(prefix));
    },
  });
}

export function useInvalidateBookings(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => invalidateBookings(queryClient);
}

/** The other side of a booking for this viewer: the therapist (with title) for a client, the client for a provider. */
export function otherPartyOf(booking: Booking, viewer: UserType): { name: string; initialsOf: string; photoUrl: string | null } {
  if (viewer === 'client') {
    const p = booking.provider;
    const plain = `${p.firstName} ${p.lastName}`.trim();
    return { name: [p.title, plain].filter(Boolean).join(' '), initialsOf: plain, photoUrl: p.photoUrl };
  }
  const c = booking.client;
  const name = `${c.firstName} ${c.lastName}`.trim();
  return { name, initialsOf: name, photoUrl: c.photoUrl };
}
