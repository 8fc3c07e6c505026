// The rules for cancelling and rescheduling a booking, shared by the client and provider routes.
import type { Booking, BookingCancelRefundability, BookingRescheduleApproval } from '../../../generated/model';
import { WINDOW_HOURS } from '../../data/scheduling';
import { recordTransaction } from '../../data/wallet';
import type { Db } from '../../db';
import { conflict } from '../../lib/http';
import { confirmFreeSoon, moveTo, resolveSlot } from './booking-terms';
import { assertNotCancelled, extraOf, hoursUntilStart, type Side } from './shared';

export function refundability(db: Db, booking: Booking): BookingCancelRefundability {
  const hours = hoursUntilStart(db, booking);
  // A paid booking with no time yet (prepaid, unscheduled) is outside any window: refundable.
  const refundable =
    booking.status !== 'cancelled' &&
    booking.paymentStatus === 'paid' &&
    (booking.startTime === null || hours > WINDOW_HOURS);
  return {
    refundable,
    refundAmount: refundable ? booking.amount : 0,
    currencyCode: booking.currencyCode,
    hoursUntilStart: Math.round(hours * 100) / 100,
    windowHours: WINDOW_HOURS,
  };
}

function refundToWallet(db: Db, booking: Booking) {
  recordTransaction(db.state, {
    identifier: db.newId('wt'),
    clientIdentifier: booking.client.identifier,
    type: 'refund',
    amount: booking.amount,
    currencyCode: booking.currencyCode,
    description:
      `Refund for cancelled booking with ${booking.provider.title} ${booking.provider.firstName} ${booking.provider.lastName}`.replace(
        /\s+/g,
        ' ',
      ),
    reference: null,
    bookingIdentifier: booking.identifier,
    createdAt: db.now().toISOString(),
  });
  booking.paymentStatus = 'refunded';
}

/** Client cancels refund only outside the 48-hour window; a provider cancel always refunds a paid booking. */
export function cancel(db: Db, booking: Booking, side: Side, note: string | undefined) {
  if (booking.status === 'cancelled') throw conflict('This booking is already cancelled.', 'BOOKING_CANCELLED');
  if (booking.isCompleted) throw conflict('A completed session cannot be cancelled.');
  const refund = side === 'provider' ? booking.paymentStatus === 'paid' : refundability(db, booking).refundable;
  if (booking.rescheduleInfo.status === 'pending') dropPendingReschedule(db, booking);
  booking.previousStatus = booking.status;
  booking.status = 'cancelled';
  Object.assign(extraOf(db, booking.identifier), { cancellationNote: note ?? null, cancelledBy: side });
  if (refund) refundToWallet(db, booking);
}

function dropPendingReschedule(db: Db, booking: Booking) {
  const entry = booking.reschedules.findLast((r) => r.status === 'pending');
  if (entry) entry.status = 'rejected';
  Object.assign(booking.rescheduleInfo, { status: 'rejected', proposedStartTime: null, proposedEndTime: null });
  extraOf(db, booking.identifier).pendingTimeslotIdentifier = null;
}

export function needsApproval(db: Db, booking: Booking): BookingRescheduleApproval {
  if (
    booking.status !== 'confirmed' ||
    booking.allowRescheduleCompletedBooking ||
    hoursUntilStart(db, booking) >= WINDOW_HOURS
  ) {
    return { approvalRequired: false };
  }
  return {
    approvalRequired: true,
    reason: `The session starts within ${WINDOW_HOURS} hours, so the other party must approve the new time.`,
  };
}

export const remaining = (booking: Booking, side: Side) =>
  side === 'client' ? booking.rescheduleInfo.remainingClientReschedule : booking.remainingProviderReschedule;

export function reschedule(db: Db, booking: Booking, side: Side, timeslotIdentifier: string, note: string | undefined) {
  assertNotCancelled(booking);
  if (booking.startTime === null) throw conflict('This booking has not been scheduled yet; schedule it first.');
  if (booking.isCompleted && !booking.allowRescheduleCompletedBooking)
    throw conflict('A completed session cannot be rescheduled.');
  if (booking.rescheduleInfo.status === 'pending')
    throw conflict('A reschedule is already awaiting approval.', 'RESCHEDULE_PENDING');
  // Rescheduling a booking that still awaits payment is free and unlimited.
  const counts = booking.status !== 'pending';
  if (counts && remaining(booking, side) <= 0)
    throw conflict('Rescheduling limit reached.', 'RESCHEDULE_LIMIT_REACHED');
  const slot = resolveSlot(db, booking.provider.identifier, booking.therapyCategory.identifier, timeslotIdentifier);
  const { approvalRequired } = needsApproval(db, booking);
  if (counts) {
    if (side === 'client') booking.rescheduleInfo.remainingClientReschedule -= 1;
    else booking.remainingProviderReschedule -= 1;
  }
  booking.reschedules.push({
    identifier: db.newId('rs'),
    status: approvalRequired ? 'pending' : 'approved',
    requestedBy: side,
    fromStartTime: booking.startTime,
    toStartTime: slot.startTime,
    note: note ?? null,
    createdAt: db.now().toISOString(),
  });
  if (approvalRequired) {
    Object.assign(booking.rescheduleInfo, {
      status: 'pending',
      requestedBy: side,
      proposedStartTime: slot.startTime,
      proposedEndTime: slot.endTime,
    });
    extraOf(db, booking.identifier).pendingTimeslotIdentifier = slot.identifier;
  } else {
    moveTo(booking, slot);
    Object.assign(booking.rescheduleInfo, {
      status: 'approved',
      requestedBy: side,
      proposedStartTime: null,
      proposedEndTime: null,
    });
    confirmFreeSoon(db, booking);
  }
}

/** The other party answers a pending reschedule: approved moves the booking, rejected keeps its time. */
export function answerReschedule(db: Db, booking: Booking, answeringSide: Side, status: 'approved' | 'rejected') {
  assertNotCancelled(booking);
  const info = booking.rescheduleInfo;
  if (info.status !== 'pending' || info.requestedBy === answeringSide)
    throw conflict('No reschedule is awaiting your approval.', 'NO_PENDING_RESCHEDULE');
  if (status === 'approved' && info.proposedStartTime && info.proposedEndTime) {
    const extra = extraOf(db, booking.identifier);
    moveTo(booking, {
      identifier: extra.pendingTimeslotIdentifier ?? booking.timeslotIdentifier ?? '',
      startTime: info.proposedStartTime,
      endTime: info.proposedEndTime,
    });
  }
  const entry = booking.reschedules.findLast((r) => r.status === 'pending');
  if (entry) entry.status = status;
  Object.assign(info, { status, proposedStartTime: null, proposedEndTime: null });
  extraOf(db, booking.identifier).pendingTimeslotIdentifier = null;
}
