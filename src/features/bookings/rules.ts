import type { Booking, UserType } from '../../../generated/model';
import type { CommonId, Translate } from '../../lib/i18n/translate';

/** What a viewer can do with a booking from a list, the dashboard or the selected-booking card. */
export type BookingAction =
  'schedule' | 'pay' | 'reschedule' | 'cancel' | 'review-reschedule' | 'acknowledge' | 'reject';

const side = (viewer: UserType) => (viewer === 'client' ? 'client' : 'provider');

export function isUpcoming(booking: Booking, now = Date.now()): boolean {
  return booking.startTime !== null && Date.parse(booking.startTime) > now;
}

/** A pending reschedule the viewer must answer (the other side asked for it). */
export function awaitsMyRescheduleAnswer(booking: Booking, viewer: UserType): boolean {
  const info = booking.rescheduleInfo;
  return (
    booking.status !== 'cancelled' &&
    info.status === 'pending' &&
    info.requestedBy !== null &&
    info.requestedBy !== side(viewer)
  );
}

/**
 * The actions a booking offers its viewer. Cancelled bookings offer none, completed ones only a reschedule the backend
 * allows; a provider first acknowledges or rejects a booking that awaits them; a pending reschedule is answered by the
 * side that did not ask for it, and blocks another reschedule until it is answered.
 */
export function bookingActions(booking: Booking, viewer: UserType, now = Date.now()): BookingAction[] {
  if (booking.status === 'cancelled') return [];
  const reschedulePending = booking.rescheduleInfo.status === 'pending';
  if (booking.isCompleted) {
    // The spec's allowRescheduleCompletedBooking: the session may still be moved (and needs no approval to be).
    if (!booking.allowRescheduleCompletedBooking || booking.startTime === null) return [];
    if (reschedulePending) return awaitsMyRescheduleAnswer(booking, viewer) ? ['review-reschedule'] : [];
    return ['reschedule'];
  }
  if (viewer === 'provider') {
    if (booking.participant.status === 'awaiting') return ['acknowledge', 'reject'];
    if (booking.status === 'pending' || booking.startTime === null) return ['cancel'];
    if (!isUpcoming(booking, now)) return [];
    if (reschedulePending)
      return awaitsMyRescheduleAnswer(booking, viewer) ? ['review-reschedule', 'cancel'] : ['cancel'];
    return ['reschedule', 'cancel'];
  }
  // The client picks the time of a booking that has none, pending or confirmed (prepaid).
  if (booking.startTime === null) return ['schedule', 'cancel'];
  if (booking.status === 'pending') {
    // It already has a time: it can still be moved (no attempt used) until it is paid.
    if (!isUpcoming(booking, now)) return ['cancel'];
    return booking.paymentStatus === 'unpaid' ? ['pay', 'reschedule', 'cancel'] : ['reschedule', 'cancel'];
  }
  if (!isUpcoming(booking, now)) return [];
  if (reschedulePending)
    return awaitsMyRescheduleAnswer(booking, viewer) ? ['review-reschedule', 'cancel'] : ['cancel'];
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

/** A completed session the viewer may still move to a new time (attempts left): the dashboard offers it. */
export function mayMoveCompleted(booking: Booking, viewer: UserType): boolean {
  return (
    booking.isCompleted &&
    bookingActions(booking, viewer).includes('reschedule') &&
    !rescheduleLimitReached(booking, viewer)
  );
}

/** Something on this booking waits for the viewer (the dashboard's "needs your attention"). */
export function needsMyAction(booking: Booking, viewer: UserType, now = Date.now()): boolean {
  const actions = bookingActions(booking, viewer, now);
  return (
    mayMoveCompleted(booking, viewer) ||
    actions.some((a) => a === 'schedule' || a === 'pay' || a === 'review-reschedule' || a === 'acknowledge')
  );
}

/** The other side of a booking for this viewer: the therapist (with title) for a client, the client for a provider. */
export function otherPartyOf(
  booking: Booking,
  viewer: UserType,
): { name: string; initialsOf: string; photoUrl: string | null } {
  if (viewer === 'client') {
    const p = booking.provider;
    const plain = `${p.firstName} ${p.lastName}`.trim();
    return { name: [p.title, plain].filter(Boolean).join(' '), initialsOf: plain, photoUrl: p.photoUrl };
  }
  const c = booking.client;
  const name = `${c.firstName} ${c.lastName}`.trim();
  return { name, initialsOf: name, photoUrl: c.photoUrl };
}

/** Who the other side of an appointment is for this viewer: a client sees a therapist, a provider a client. */
export function otherParty(userType: UserType): 'therapist' | 'client' {
  return userType === 'client' ? 'therapist' : 'client';
}

/** The translated, lower-case label for use inside sentences ("your therapist"). */
export function otherPartyLabel(userType: UserType, t: Translate<CommonId>): string {
  return t(otherParty(userType) === 'therapist' ? 'party.therapist' : 'party.client');
}

/** Remaining reschedule attempts of the viewer's side. */
export function remainingReschedules(booking: Booking, viewer: UserType): number {
  return viewer === 'client' ? booking.rescheduleInfo.remainingClientReschedule : booking.remainingProviderReschedule;
}

/** The spec: the reschedule button is disabled when no attempts remain, unless the booking is pending (unpaid). */
export function rescheduleLimitReached(booking: Booking, viewer: UserType): boolean {
  return booking.status !== 'pending' && remainingReschedules(booking, viewer) <= 0;
}
