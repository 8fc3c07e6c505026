import type { Booking, BookingCancelRefundability, UserType } from '../../../generated/model';

/** Only a client cancelling a paid booking hears about a refund; providers never see the refund note. */
export function needsRefundCheck(viewer: UserType, booking: Booking): boolean {
  return (
    viewer === 'client' && booking.status !== 'cancelled' && !booking.isCompleted && booking.paymentStatus === 'paid'
  );
}

export type RefundNotice = 'none' | 'checking' | 'failed' | 'refundable' | 'not-refundable';

/** Which refund line the cancel modal shows, decided by GET /booking/{id}/cancel/refundability before confirming. */
export function refundNotice(
  viewer: UserType,
  booking: Booking,
  check: { data?: BookingCancelRefundability; isError: boolean },
): RefundNotice {
  if (!needsRefundCheck(viewer, booking)) return 'none';
  if (check.data) return check.data.refundable ? 'refundable' : 'not-refundable';
  // eslint-disable-next-line no-restricted-syntax -- the cancel stays possible while the check loads or fails; a line says which
  return check.isError ? 'failed' : 'checking';
}
