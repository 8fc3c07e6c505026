// Paying for a booking: from the wallet at once, or by card through the mock checkout.
import { describe, expect, it } from 'vitest';
import { PayForBookingResponse } from '../../../generated/zod/bookings/bookings.zod';
import { GetPaymentStatusResponse, ListWalletTransactionsResponse } from '../../../generated/zod/wallet/wallet.zod';
import { bookingIds, emails } from '../../data/ids';
import { BASE, setUpTestBackend } from '../../test-utils';
import { schedulingCalls } from './scheduling-test-calls';

const backend = setUpTestBackend();
const { client, balance, getBooking, scheduledBooking, checkout } = schedulingCalls(backend);

describe('paying for a booking', () => {
  it('pays from the wallet at once: balance debited, payment recorded, booking confirmed and paid', async () => {
    const token = await client();
    const before = await balance(token);
    const booking = await scheduledBooking(token);
    const res = await backend.call('POST', `/booking/${booking.identifier}/payment`, {
      token,
      body: { method: 'wallet' },
    });
    expect(res.status).toBe(200);
    const payment = PayForBookingResponse.parse(res.body);
    expect(payment).toMatchObject({ status: 'success', authorizationUrl: null, amount: 1_500_000 });
    const status = await backend.call('GET', `/payment/status/${payment.reference}`, { token });
    expect(GetPaymentStatusResponse.parse(status.body)).toMatchObject({
      status: 'success',
      purpose: 'booking',
      bookingIdentifier: booking.identifier,
    });
    expect(await balance(token)).toBe(before - 1_500_000);
    expect(await getBooking(token, booking.identifier)).toMatchObject({
      status: 'confirmed',
      previousStatus: 'pending',
      paymentStatus: 'paid',
    });
    const tx = ListWalletTransactionsResponse.parse(
      (await backend.call('GET', '/wallet/transactions?transactionType=payment', { token })).body,
    ).items[0];
    expect(tx).toMatchObject({
      type: 'payment',
      amount: 1_500_000,
      bookingIdentifier: booking.identifier,
      status: 'success',
    });
    const again = await backend.call('POST', `/booking/${booking.identifier}/payment`, {
      token,
      body: { method: 'wallet' },
    });
    expect(again.status).toBe(409);
  });

  it('refuses a wallet payment the balance cannot cover', async () => {
    const token = await backend.login(emails.namelessClient);
    const booking = await scheduledBooking(token);
    const res = await backend.call('POST', `/booking/${booking.identifier}/payment`, {
      token,
      body: { method: 'wallet' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Insufficient wallet balance.');
    expect(await getBooking(token, booking.identifier)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
  });

  it('hands a card payment to the mock checkout; the status follows its outcome', async () => {
    const token = await client();
    const before = await balance(token);
    const booking = await scheduledBooking(token);
    const res = await backend.call('POST', `/booking/${booking.identifier}/payment`, {
      token,
      body: { method: 'card' },
      headers: { Origin: 'http://app.example' },
    });
    const payment = PayForBookingResponse.parse(res.body);
    expect(payment.status).toBe('pending');
    expect(payment.authorizationUrl).toBe(`http://app.example/mock-checkout/?reference=${payment.reference}`);
    const status = async (ref: string) =>
      GetPaymentStatusResponse.parse((await backend.call('GET', `/payment/status/${ref}`, { token })).body);
    expect(await status(payment.reference)).toMatchObject({
      status: 'pending',
      purpose: 'booking',
      bookingIdentifier: booking.identifier,
    });

    expect((await checkout(payment.reference, 'failed')).status).toBe(200);
    expect((await status(payment.reference)).status).toBe('failed');
    expect(await getBooking(token, booking.identifier)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });

    const retry = PayForBookingResponse.parse(
      (await backend.call('POST', `/booking/${booking.identifier}/payment`, { token, body: { method: 'card' } })).body,
    );
    expect(retry.authorizationUrl).toBe(`${BASE}/mock-checkout/?reference=${retry.reference}`);
    expect((await checkout(retry.reference, 'success')).status).toBe(200);
    expect((await status(retry.reference)).status).toBe('success');
    expect(await getBooking(token, booking.identifier)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await balance(token)).toBe(before);
    expect((await checkout(retry.reference, 'success')).status).toBe(409);
  });

  it('refuses to pay an unscheduled, a confirmed or a cancelled booking', async () => {
    const token = await client();
    for (const id of [bookingIds.pendingUnpaid, bookingIds.confirmedFar, bookingIds.cancelledFromPending]) {
      const res = await backend.call('POST', `/booking/${id}/payment`, { token, body: { method: 'card' } });
      expect(res.status).toBe(409);
    }
    expect(
      (await backend.call('POST', `/booking/${bookingIds.pendingUnpaid}/payment`, { token, body: { method: 'cash' } }))
        .status,
    ).toBe(400);
  });
});
