// Cancelling a booking: the refund and the 48-hour window, and what a cancelled booking still accepts.
import { describe, expect, it } from 'vitest';
import {
  CancelBookingResponse,
  GetBookingCancelRefundabilityResponse,
  GetBookingDetailsResponse,
} from '../../../generated/zod/bookings/bookings.zod';
import { ListWalletTransactionsResponse } from '../../../generated/zod/wallet/wallet.zod';
import { bookingIds } from '../../data/ids';
import { first, setUpTestBackend } from '../../test-utils';
import { schedulingCalls } from './scheduling-test-calls';

const backend = setUpTestBackend();
const HOUR = 3_600_000;
const { client, provider, freeSlots, balance, getBooking } = schedulingCalls(backend);

describe('cancelling', () => {
  it('refunds a paid booking cancelled more than 48 h ahead to the wallet at once, and frees its slot', async () => {
    const token = await client();
    const before = await balance(token);
    const check = GetBookingCancelRefundabilityResponse.parse(
      (await backend.call('GET', `/booking/${bookingIds.confirmedFar}/cancel/refundability`, { token })).body,
    );
    expect(check).toMatchObject({ refundable: true, refundAmount: 1_500_000, windowHours: 48 });
    expect(check.hoursUntilStart).toBeGreaterThan(48);
    const { startTime } = await getBooking(token, bookingIds.confirmedFar);
    expect((await freeSlots(token)).map((s) => s.startTime)).not.toContain(startTime);

    const res = await backend.call('POST', `/booking/${bookingIds.confirmedFar}/cancel`, {
      token,
      body: { note: 'Travelling' },
    });
    expect(CancelBookingResponse.parse(res.body)).toMatchObject({
      status: 'cancelled',
      previousStatus: 'confirmed',
      paymentStatus: 'refunded',
    });
    expect(await balance(token)).toBe(before + 1_500_000);
    const refunds = ListWalletTransactionsResponse.parse(
      (await backend.call('GET', '/wallet/transactions?transactionType=refund', { token })).body,
    ).items;
    expect(refunds[0]).toMatchObject({ type: 'refund', amount: 1_500_000, bookingIdentifier: bookingIds.confirmedFar });
    expect((await freeSlots(token)).map((s) => s.startTime)).toContain(startTime);
    const details = GetBookingDetailsResponse.parse(
      (await backend.call('GET', `/booking/${bookingIds.confirmedFar}/details`, { token })).body,
    );
    expect(details).toMatchObject({ cancellationNote: 'Travelling', cancelledBy: 'client', meetingUrl: null });
  });

  it('gives no refund within 48 hours of the session', async () => {
    const token = await client();
    const before = await balance(token);
    const check = GetBookingCancelRefundabilityResponse.parse(
      (await backend.call('GET', `/booking/${bookingIds.confirmedSoon}/cancel/refundability`, { token })).body,
    );
    expect(check).toMatchObject({ refundable: false, refundAmount: 0 });
    expect(check.hoursUntilStart).toBeLessThan(48);
    const res = await backend.call('POST', `/booking/${bookingIds.confirmedSoon}/cancel`, { token, body: {} });
    expect(CancelBookingResponse.parse(res.body)).toMatchObject({
      status: 'cancelled',
      previousStatus: 'confirmed',
      paymentStatus: 'paid',
    });
    expect(await balance(token)).toBe(before);
  });

  it('turns refundable into not refundable as the clock passes the 48-hour mark', async () => {
    const { startTime } = await getBooking(await client(), bookingIds.confirmedFar);
    backend.db.advanceClock(Date.parse(startTime!) - Date.now() - 47 * HOUR);
    const token = await client();
    const check = GetBookingCancelRefundabilityResponse.parse(
      (await backend.call('GET', `/booking/${bookingIds.confirmedFar}/cancel/refundability`, { token })).body,
    );
    expect(check.refundable).toBe(false);
  });

  it('records previousStatus pending for a cancelled request, and a cancelled booking accepts no further change', async () => {
    const token = await client();
    const res = await backend.call('POST', `/booking/${bookingIds.pendingUnpaid}/cancel`, { token, body: {} });
    expect(CancelBookingResponse.parse(res.body)).toMatchObject({
      status: 'cancelled',
      previousStatus: 'pending',
      paymentStatus: 'unpaid',
    });
    const slot = first(await freeSlots(token)).identifier;
    const attempts: [string, string, object][] = [
      ['POST', `/booking/${bookingIds.pendingUnpaid}/schedule`, { timeslotIdentifier: slot }],
      ['POST', `/booking/${bookingIds.pendingUnpaid}/cancel`, {}],
      ['POST', `/booking/${bookingIds.pendingUnpaid}/payment`, { method: 'wallet' }],
      ['POST', `/booking/${bookingIds.cancelledFromConfirmed}/reschedule`, { timeslotIdentifier: slot }],
      ['POST', `/booking/${bookingIds.cancelledFromConfirmed}/reschedule-update`, { status: 'approved' }],
      ['POST', '/share-booking', { bookingIdentifier: bookingIds.cancelledFromConfirmed, email: 'friend@example.com' }],
    ];
    for (const [method, path, body] of attempts) {
      const r = await backend.call(method, path, { token, body });
      expect(r.status, path).toBe(409);
    }
    const ack = await backend.call('POST', `/appointment/participant/bp_cancelled_pending/acknowledge`, {
      token: await provider(),
    });
    expect(ack.status).toBe(409);
    expect((await getBooking(token, bookingIds.pendingUnpaid)).status).toBe('cancelled');
  });

  it('refuses to cancel a completed session', async () => {
    const res = await backend.call('POST', `/booking/${bookingIds.completedNoFeedback}/cancel`, {
      token: await client(),
      body: {},
    });
    expect(res.status).toBe(409);
  });
});
