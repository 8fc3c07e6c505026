// Paying for a booking: at once from the wallet, or by card through the mock checkout (mocks/handlers/wallet.ts).
import type { Booking } from '../../../generated/model';
import { PayForBookingBody } from '../../../generated/zod/bookings/bookings.zod';
import { recordTransaction, walletBalance } from '../../data/wallet';
import type { Db } from '../../db';
import { conflict, jsonBody, type RequestContext, type Router } from '../../lib/http';
import { assertNotCancelled, clientBooking } from './shared';

export function markBookingPaid(booking: Booking) {
  booking.previousStatus = booking.status;
  booking.status = 'confirmed';
  booking.paymentStatus = 'paid';
}

/** The app's mock checkout page for a card payment (absolute: the contract says format uri). */
export function checkoutUrl(ctx: RequestContext, reference: string): string {
  return new URL(
    `/mock-checkout/?reference=${encodeURIComponent(reference)}`,
    ctx.request.headers.get('origin') ?? ctx.url.origin,
  ).toString();
}

export function registerBookingPayments(router: Router, db: Db): void {
  router.post(
    '/booking/{id}/payment',
    async (ctx) => {
      const { me, booking } = clientBooking(db, ctx);
      const body = await jsonBody(ctx, PayForBookingBody);
      assertNotCancelled(booking);
      if (booking.status !== 'pending' || booking.paymentStatus !== 'unpaid')
        throw conflict('This booking is not awaiting payment.', 'NOT_AWAITING_PAYMENT');
      if (booking.startTime === null) throw conflict('Schedule the booking before paying for it.', 'NOT_SCHEDULED');
      const reference = db.newId('ref');
      const base = { reference, amount: booking.amount, currencyCode: booking.currencyCode };
      if (body.method === 'wallet') {
        if (walletBalance(db.state, me.identifier) < booking.amount)
          throw conflict('Insufficient wallet balance.', 'INSUFFICIENT_BALANCE');
        recordTransaction(db.state, {
          identifier: db.newId('wt'),
          clientIdentifier: me.identifier,
          type: 'payment',
          amount: booking.amount,
          currencyCode: booking.currencyCode,
          description:
            `Payment for ${booking.therapyCategory.name} with ${booking.provider.title} ${booking.provider.firstName} ${booking.provider.lastName}`.replace(
              /\s+/g,
              ' ',
            ),
          reference,
          bookingIdentifier: booking.identifier,
          createdAt: db.now().toISOString(),
        });
        markBookingPaid(booking);
        db.state.payments.push({
          ...base,
          clientIdentifier: me.identifier,
          purpose: 'booking',
          bookingIdentifier: booking.identifier,
          status: 'success',
          createdAt: db.now().toISOString(),
        });
        return { ...base, status: 'success' as const, authorizationUrl: null };
      }
      db.state.payments.push({
        ...base,
        clientIdentifier: me.identifier,
        purpose: 'booking',
        bookingIdentifier: booking.identifier,
        status: 'pending',
        createdAt: db.now().toISOString(),
      });
      return { ...base, status: 'pending' as const, authorizationUrl: checkoutUrl(ctx, reference) };
    },
    { idempotent: true },
  );
}
