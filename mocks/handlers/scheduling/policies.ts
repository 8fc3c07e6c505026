// The cancellation and reschedule policies of a booking, worded for the caller's side.
import { RESCHEDULES_PER_SIDE, WINDOW_HOURS } from '../../data/scheduling';
import type { Db } from '../../db';
import type { Router } from '../../lib/http';
import { needsApproval, refundability, remaining } from './booking-changes';
import { partyBooking, type Side } from './shared';

const audienceTitle = (side: Side) => (side === 'client' ? 'Client' : 'Provider');

export function registerPolicies(router: Router, db: Db): void {
  router.get('/appointment/policy/{id}/cancellation', (ctx) => {
    const { booking, side } = partyBooking(db, ctx);
    const refundable =
      side === 'provider'
        ? booking.status !== 'cancelled' && booking.paymentStatus === 'paid'
        : refundability(db, booking).refundable;
    const sections =
      side === 'client'
        ? [
            {
              title: `More than ${WINDOW_HOURS} hours before the session`,
              body: 'The full amount is immediately credited to your wallet balance.',
            },
            { title: `Within ${WINDOW_HOURS} hours of the session`, body: 'Cancelling gives no refund.' },
            { title: 'After cancelling', body: 'A cancelled booking cannot be changed any more.' },
          ]
        : [
            {
              title: 'Refunds',
              body: 'Whenever you cancel, a client who has paid is refunded in full to their wallet balance.',
            },
            { title: 'After cancelling', body: 'A cancelled booking cannot be changed any more.' },
          ];
    return {
      identifier: `pol_cancellation_${side}`,
      bookingIdentifier: booking.identifier,
      audience: side,
      windowHours: WINDOW_HOURS,
      refundable,
      title: `${audienceTitle(side)} cancellation policy`,
      text:
        side === 'client'
          ? `If you cancel more than ${WINDOW_HOURS} hours before your session, a refund will be immediately credited to your wallet balance. Cancelling within ${WINDOW_HOURS} hours gives no refund.`
          : 'You may cancel an appointment at any time; a client who has paid is refunded in full to their wallet balance.',
      sections,
    };
  });

  router.get('/appointment/policy/{id}/reschedule', (ctx) => {
    const { booking, side } = partyBooking(db, ctx);
    const other = side === 'client' ? 'your therapist' : 'your client';
    return {
      identifier: `pol_reschedule_${side}`,
      bookingIdentifier: booking.identifier,
      audience: side,
      windowHours: WINDOW_HOURS,
      approvalRequired: needsApproval(db, booking).approvalRequired,
      remainingReschedules: remaining(booking, side),
      title: `${audienceTitle(side)} reschedule policy`,
      text: `You can reschedule a booking ${RESCHEDULES_PER_SIDE} times. Moving a confirmed session within ${WINDOW_HOURS} hours of its start needs ${other}'s approval.`,
      sections: [
        {
          title: 'Attempts',
          body: `Each side has ${RESCHEDULES_PER_SIDE} reschedule attempts per booking; a booking still awaiting payment can be rescheduled freely.`,
        },
        {
          title: `Within ${WINDOW_HOURS} hours`,
          body: `The booking keeps its time until ${other} approves the new one.`,
        },
      ],
    };
  });
}
