// Client bookings: create, schedule, pay, cancel, reschedule, and the records around them.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GetProviderAvailabilityMonthResponse } from '../../../generated/zod/availability/availability.zod';
import {
  CancelBookingResponse,
  CreateBookingResponse,
  CreateBookingSeriesResponse,
  GetBookingCancelRefundabilityResponse,
  GetBookingDetailsResponse,
  GetBookingParticipantResponse,
  ListBookingInvitationsResponse,
  GetBookingRescheduleApprovalRequiredResponse,
  GetBookingResponse,
  GetBookingSeriesResponse,
  GetClientRelationResponse,
  ListBookingsResponse,
  PayForBookingResponse,
  RescheduleBookingResponse,
  ScheduleBookingResponse,
  ShareBookingResponse,
  UpdateBookingParticipantStatusResponse,
  UpdateBookingRescheduleStatusResponse,
} from '../../../generated/zod/bookings/bookings.zod';
import { UpdateAppointmentRescheduleStatusResponse } from '../../../generated/zod/appointments/appointments.zod';
import {
  GetPaymentStatusResponse,
  GetWalletBalanceResponse,
  ListWalletTransactionsResponse,
} from '../../../generated/zod/wallet/wallet.zod';
import { dateParts, extraBookingIds, localDate } from '../../data/scheduling';
import { bookingIds, emails, ids } from '../../data/ids';
import { FREE_CONFIRM_MS } from './booking-terms';
import { checkoutHandlers } from '../wallet';
import { issueToken } from '../../lib/auth';
import { at, BASE, first, required, setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();
const HOUR = 3_600_000;

const client = () => backend.login(emails.client);
const provider = () => backend.login(emails.provider);

/** The next three months (YYYY-MM) in Lagos, pr_demo's time zone. */
function months(): string[] {
  const [y, m] = dateParts(localDate(backend.db.now().getTime(), 'Africa/Lagos'));
  return [0, 1, 2].map((i) => new Date(Date.UTC(y, m - 1 + i, 1)).toISOString().slice(0, 7));
}

/** Every free slot the month call offers for a provider (and category). */
async function freeSlots(token: string, providerId = ids.provider, category?: string) {
  const slots: { identifier: string; startTime: string; endTime: string }[] = [];
  for (const month of months()) {
    const res = await backend.call(
      'GET',
      `/providers-availability/${providerId}/timeslot/${month}${category ? `?category=${category}` : ''}`,
      { token },
    );
    expect(res.status).toBe(200);
    slots.push(...GetProviderAvailabilityMonthResponse.parse(res.body).days.flatMap((d) => d.timeSlot));
  }
  return slots;
}

async function balance(token: string): Promise<number> {
  const res = await backend.call('GET', '/wallet/balance', { token });
  return GetWalletBalanceResponse.parse(res.body).balance;
}

async function getBooking(token: string, id: string) {
  const res = await backend.call('GET', `/booking/${id}`, { token });
  expect(res.status).toBe(200);
  return GetBookingResponse.parse(res.body);
}

async function createBooking(token: string) {
  const res = await backend.call('POST', '/booking', {
    token,
    body: { providerIdentifier: ids.provider, therapyIdentifier: 'th_individual', modalityIdentifier: 'md_online' },
  });
  expect(res.status).toBe(201);
  return CreateBookingResponse.parse(res.body);
}

/** A new pending booking scheduled into the first free slot (or the given one). */
async function scheduledBooking(token: string, slotId?: string) {
  const booking = await createBooking(token);
  const slot = slotId ?? first(await freeSlots(token)).identifier;
  const res = await backend.call('POST', `/booking/${booking.identifier}/schedule`, {
    token,
    body: { timeslotIdentifier: slot },
  });
  expect(res.status).toBe(200);
  return ScheduleBookingResponse.parse(res.body);
}

async function checkout(reference: string, outcome: 'success' | 'failed') {
  const request = new Request(`${BASE}/__mock/checkout/${reference}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  const response = await getResponse(checkoutHandlers(backend.db, BASE), request);
  return { status: response!.status, body: await response!.json() };
}

describe('booking lists', () => {
  it('lists the client bookings newest session first, 10 a page, with every seeded state', async () => {
    const token = await client();
    const first = ListBookingsResponse.parse((await backend.call('GET', '/booking', { token })).body);
    const second = ListBookingsResponse.parse((await backend.call('GET', '/booking?page=2', { token })).body);
    expect(first.items).toHaveLength(10);
    expect(first.pageInfo).toMatchObject({ page: 1, pageSize: 10, totalPages: 2 });
    const all = [...first.items, ...second.items];
    expect(all).toHaveLength(first.pageInfo.totalItems);
    expect(all.every((b) => b.client.identifier === ids.client)).toBe(true);
    expect(all.map((b) => b.identifier)).toEqual(
      expect.arrayContaining([
        ...Object.values(bookingIds),
        extraBookingIds.rescheduleRequestedByClient,
        extraBookingIds.secondUpcoming,
      ]),
    );
    const starts = all.filter((b) => b.startTime).map((b) => Date.parse(b.startTime!));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));

    const byId = Object.fromEntries(all.map((b) => [b.identifier, b]));
    expect(byId[bookingIds.pendingUnpaid]).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      startTime: null,
    });
    expect(byId[bookingIds.pendingFree]).toMatchObject({
      status: 'pending',
      isFree: true,
      amount: 0,
      paymentStatus: 'free',
    });
    expect(byId[bookingIds.cancelledFromPending]).toMatchObject({ status: 'cancelled', previousStatus: 'pending' });
    expect(byId[bookingIds.cancelledFromConfirmed]).toMatchObject({ status: 'cancelled', previousStatus: 'confirmed' });
    expect(byId[bookingIds.completedWithFeedback]).toMatchObject({ isCompleted: true, feedbackProvided: true });
    expect(byId[bookingIds.completedNoFeedback]).toMatchObject({ isCompleted: true, feedbackProvided: false });
    expect(byId[bookingIds.rescheduleAwaitingApproval]?.rescheduleInfo).toMatchObject({
      status: 'pending',
      requestedBy: 'provider',
    });
    expect(byId[bookingIds.noReschedulesLeft]?.rescheduleInfo.remainingClientReschedule).toBe(0);
    const hoursTo = (id: string) =>
      (Date.parse(required(byId[id]?.startTime, `a start time of ${id}`)) - Date.now()) / HOUR;
    expect(hoursTo(bookingIds.confirmedFar)).toBeGreaterThan(48);
    expect(hoursTo(bookingIds.confirmedSoon)).toBeGreaterThan(0);
    expect(hoursTo(bookingIds.confirmedSoon)).toBeLessThan(48);
  });

  it('filters by comma-separated statuses', async () => {
    const token = await client();
    const res = await backend.call('GET', '/booking?statuses=pending,cancelled', { token });
    const page = ListBookingsResponse.parse(res.body);
    expect(page.items.map((b) => b.status).sort()).toEqual(['cancelled', 'cancelled', 'pending', 'pending', 'pending']);
    const bad = await backend.call('GET', '/booking?statuses=done', { token });
    expect(bad.status).toBe(400);
  });

  it('is for clients only and needs a valid token', async () => {
    expect((await backend.call('GET', '/booking', { token: await provider() })).status).toBe(403);
    expect((await backend.call('GET', '/booking')).body.code).toBe('UNAUTHORIZED_ACCESS');
    expect(
      (await backend.call('GET', `/booking/${extraBookingIds.socialRequest}`, { token: await client() })).status,
    ).toBe(404);
  });
});

describe('create and schedule', () => {
  it('creates a pending unpaid booking, or a free one when the provider offers it free', async () => {
    const token = await client();
    const paid = await createBooking(token);
    expect(paid).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      isFree: false,
      amount: 1_500_000,
      currencyCode: 'NGN',
      startTime: null,
      participant: { status: 'awaiting' },
    });
    const res = await backend.call('POST', '/booking', {
      token,
      body: { providerIdentifier: ids.secondProvider, therapyIdentifier: 'th_family', modalityIdentifier: 'md_online' },
    });
    expect(CreateBookingResponse.parse(res.body)).toMatchObject({
      status: 'pending',
      paymentStatus: 'free',
      isFree: true,
      amount: 0,
    });
    const notOffered = await backend.call('POST', '/booking', {
      token,
      body: {
        providerIdentifier: ids.secondProvider,
        therapyIdentifier: 'th_couples',
        modalityIdentifier: 'md_in_person',
      },
    });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.errors).toHaveLength(2);
    expect((await getBooking(token, paid.identifier)).identifier).toBe(paid.identifier);
  });

  it('refuses a bad body naming each problem, and an unknown provider', async () => {
    const token = await client();
    const bad = await backend.call('POST', '/booking', {
      token,
      body: { providerIdentifier: ids.provider, note: 'x'.repeat(401) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.join(' ')).toMatch(/modalityIdentifier/);
    expect(bad.body.errors.join(' ')).toMatch(/therapyIdentifier/);
    expect(bad.body.errors.join(' ')).toMatch(/note/);
    const unknown = await backend.call('POST', '/booking', {
      token,
      body: { providerIdentifier: 'pr_nobody', therapyIdentifier: 'th_individual', modalityIdentifier: 'md_online' },
    });
    expect(unknown.status).toBe(404);
    const total = ListBookingsResponse.parse((await backend.call('GET', '/booking', { token })).body).pageInfo
      .totalItems;
    expect(total).toBe(16);
  });

  it('schedules a pending booking into a free slot: it stays pending and the slot is no longer offered', async () => {
    const token = await client();
    const slot = first(await freeSlots(token));
    const booking = await scheduledBooking(token, slot.identifier);
    expect(booking).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      startTime: slot.startTime,
      endTime: slot.endTime,
      timeslotIdentifier: slot.identifier,
    });
    expect((await freeSlots(token)).map((s) => s.identifier)).not.toContain(slot.identifier);

    const other = await createBooking(token);
    const taken = await backend.call('POST', `/booking/${other.identifier}/schedule`, {
      token,
      body: { timeslotIdentifier: slot.identifier },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: 'This time slot is no longer available.' });
    expect((await getBooking(token, other.identifier)).startTime).toBeNull();
  });

  it('confirms a free booking shortly after it is scheduled, without charging', async () => {
    const token = await client();
    const slot = first(await freeSlots(token));
    const res = await backend.call('POST', `/booking/${bookingIds.pendingFree}/schedule`, {
      token,
      body: { timeslotIdentifier: slot.identifier, note: 'See you then' },
    });
    // Still pending: the client goes on to /payment/{id}/, where the processing view waits for the confirmation.
    expect(ScheduleBookingResponse.parse(res.body)).toMatchObject({
      status: 'pending',
      paymentStatus: 'free',
      startTime: slot.startTime,
      note: 'See you then',
    });
    backend.db.advanceClock(FREE_CONFIRM_MS - 100);
    expect((await getBooking(token, bookingIds.pendingFree)).status).toBe('pending');
    backend.db.advanceClock(200);
    expect(await getBooking(token, bookingIds.pendingFree)).toMatchObject({
      status: 'confirmed',
      previousStatus: 'pending',
      paymentStatus: 'free',
      amount: 0,
    });
    const balance = await backend.call('GET', '/wallet/balance', { token });
    expect(balance.body).toMatchObject({ balance: 5_000_000 });
  });

  it('schedules a confirmed, prepaid booking that has no time: it stays confirmed and paid, no attempt used; once', async () => {
    const token = await client();
    const slot = first(await freeSlots(token));
    const id = extraBookingIds.confirmedUnscheduled;
    expect(await getBooking(token, id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', startTime: null });
    const res = await backend.call('POST', `/booking/${id}/schedule`, {
      token,
      body: { timeslotIdentifier: slot.identifier },
    });
    expect(ScheduleBookingResponse.parse(res.body)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      startTime: slot.startTime,
      rescheduleInfo: { remainingClientReschedule: 2 },
    });
    const again = await backend.call('POST', `/booking/${id}/schedule`, {
      token,
      body: { timeslotIdentifier: at(await freeSlots(token), 1).identifier },
    });
    expect(again.status).toBe(409);
  });

  it('refunds a prepaid booking that has no time yet when the client cancels it', async () => {
    const token = await client();
    const check = GetBookingCancelRefundabilityResponse.parse(
      (await backend.call('GET', `/booking/${extraBookingIds.confirmedUnscheduled}/cancel/refundability`, { token }))
        .body,
    );
    expect(check).toMatchObject({ refundable: true, refundAmount: 1_500_000 });
  });

  it('refuses a missing slot, a past slot, and scheduling a confirmed booking', async () => {
    const token = await client();
    expect(
      (await backend.call('POST', `/booking/${bookingIds.pendingUnpaid}/schedule`, { token, body: {} })).status,
    ).toBe(400);
    const past = await backend.call('POST', `/booking/${bookingIds.pendingUnpaid}/schedule`, {
      token,
      body: { timeslotIdentifier: 'ts-pr_demo-general-20200106T0900Z' },
    });
    expect(past.status).toBe(400);
    const slot = first(await freeSlots(token));
    const confirmed = await backend.call('POST', `/booking/${bookingIds.confirmedFar}/schedule`, {
      token,
      body: { timeslotIdentifier: slot.identifier },
    });
    expect(confirmed.status).toBe(409);
  });

  it('books a series, all or nothing', async () => {
    const token = await client();
    const slots = await freeSlots(token);
    const a = first(slots);
    const b = at(slots, 1);
    const body = {
      providerIdentifier: ids.provider,
      therapyIdentifier: 'th_individual',
      modalityIdentifier: 'md_online',
      timeslotIdentifiers: [b.identifier, a.identifier],
    };
    const res = await backend.call('POST', '/booking/series', { token, body });
    expect(res.status).toBe(201);
    const series = CreateBookingSeriesResponse.parse(res.body);
    expect(series.bookings.map((x) => x.startTime)).toEqual([a.startTime, b.startTime]);
    expect(series.totalAmount).toBe(3_000_000);
    expect(series.bookings.every((x) => x.status === 'pending')).toBe(true);
    const fetched = await backend.call('GET', `/booking/${first(series.bookings).identifier}/series`, { token });
    expect(GetBookingSeriesResponse.parse(fetched.body).identifier).toBe(series.identifier);

    const c = first(await freeSlots(token));
    const again = await backend.call('POST', '/booking/series', {
      token,
      body: { ...body, timeslotIdentifiers: [c.identifier, a.identifier] },
    });
    expect(again.status).toBe(409);
    expect((await freeSlots(token)).map((s) => s.identifier)).toContain(c.identifier);
    expect((await backend.call('GET', `/booking/${bookingIds.confirmedFar}/series`, { token })).status).toBe(404);
  });

  it('books a series of sessions without a time by count and recurrence, scheduled one by one later', async () => {
    const token = await client();
    const base = {
      providerIdentifier: ids.provider,
      therapyIdentifier: 'th_individual',
      modalityIdentifier: 'md_online',
    };
    const res = await backend.call('POST', '/booking/series', {
      token,
      body: { ...base, count: 4, recurrence: 'biweekly' },
    });
    expect(res.status).toBe(201);
    const series = CreateBookingSeriesResponse.parse(res.body);
    expect(series.recurrence).toBe('biweekly');
    expect(series.bookings).toHaveLength(4);
    expect(series.bookings.every((x) => x.status === 'pending' && x.startTime === null)).toBe(true);
    const slot = first(await freeSlots(token));
    const scheduled = await backend.call('POST', `/booking/${at(series.bookings, 2).identifier}/schedule`, {
      token,
      body: { timeslotIdentifier: slot.identifier },
    });
    expect(scheduled.status).toBe(200);
    const fetched = GetBookingSeriesResponse.parse(
      (await backend.call('GET', `/booking/${first(series.bookings).identifier}/series`, { token })).body,
    );
    expect(fetched.bookings.map((x) => x.startTime)).toEqual([slot.startTime, null, null, null]);
    // Exactly one of count and timeslotIdentifiers; count is 2..12.
    expect((await backend.call('POST', '/booking/series', { token, body: base })).status).toBe(400);
    expect(
      (
        await backend.call('POST', '/booking/series', {
          token,
          body: { ...base, count: 2, timeslotIdentifiers: [slot.identifier] },
        })
      ).status,
    ).toBe(400);
    expect((await backend.call('POST', '/booking/series', { token, body: { ...base, count: 13 } })).status).toBe(400);
  });
});

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

describe('rescheduling', () => {
  it('moves a confirmed booking outside 48 h at once, counting one client attempt and freeing the old slot', async () => {
    const token = await client();
    const old = await getBooking(token, bookingIds.confirmedFar);
    const target = (await freeSlots(token)).at(-1)!;
    const approval = await backend.call(
      'GET',
      `/booking/${bookingIds.confirmedFar}/reschedule/approval-required?timeslotIdentifier=${target.identifier}`,
      { token },
    );
    expect(GetBookingRescheduleApprovalRequiredResponse.parse(approval.body).approvalRequired).toBe(false);
    const res = await backend.call('POST', `/booking/${bookingIds.confirmedFar}/reschedule`, {
      token,
      body: { timeslotIdentifier: target.identifier, note: 'Later please' },
    });
    const moved = RescheduleBookingResponse.parse(res.body);
    expect(moved).toMatchObject({
      startTime: target.startTime,
      timeslotIdentifier: target.identifier,
      status: 'confirmed',
    });
    expect(moved.rescheduleInfo).toMatchObject({
      status: 'approved',
      requestedBy: 'client',
      remainingClientReschedule: 1,
    });
    expect(moved.reschedules.at(-1)).toMatchObject({
      status: 'approved',
      requestedBy: 'client',
      fromStartTime: old.startTime,
      toStartTime: target.startTime,
      note: 'Later please',
    });
    const offered = (await freeSlots(token)).map((s) => s.startTime);
    expect(offered).toContain(old.startTime);
    expect(offered).not.toContain(target.startTime);
  });

  it('within 48 h asks the provider to approve; the booking keeps its time until then', async () => {
    const token = await client();
    const old = await getBooking(token, bookingIds.confirmedSoon);
    const target = at(await freeSlots(token), 3);
    const approval = GetBookingRescheduleApprovalRequiredResponse.parse(
      (await backend.call('GET', `/booking/${bookingIds.confirmedSoon}/reschedule/approval-required`, { token })).body,
    );
    expect(approval.approvalRequired).toBe(true);
    const res = await backend.call('POST', `/booking/${bookingIds.confirmedSoon}/reschedule`, {
      token,
      body: { timeslotIdentifier: target.identifier },
    });
    const pending = RescheduleBookingResponse.parse(res.body);
    expect(pending.startTime).toBe(old.startTime);
    expect(pending.rescheduleInfo).toMatchObject({
      status: 'pending',
      requestedBy: 'client',
      proposedStartTime: target.startTime,
      remainingClientReschedule: 1,
    });
    expect((await freeSlots(token)).map((s) => s.identifier)).not.toContain(target.identifier);
    const twice = await backend.call('POST', `/booking/${bookingIds.confirmedSoon}/reschedule`, {
      token,
      body: { timeslotIdentifier: first(await freeSlots(token)).identifier },
    });
    expect(twice.status).toBe(409);
    // The client cannot approve its own request.
    expect(
      (
        await backend.call('POST', `/booking/${bookingIds.confirmedSoon}/reschedule-update`, {
          token,
          body: { status: 'approved' },
        })
      ).status,
    ).toBe(409);

    const answer = await backend.call('POST', `/appointment/${bookingIds.confirmedSoon}/reschedule-update`, {
      token: await provider(),
      body: { status: 'approved' },
    });
    const approved = UpdateAppointmentRescheduleStatusResponse.parse(answer.body);
    expect(approved).toMatchObject({
      startTime: target.startTime,
      timeslotIdentifier: target.identifier,
      rescheduleInfo: { status: 'approved', proposedStartTime: null },
    });
    expect(approved.reschedules.at(-1)?.status).toBe('approved');
    // The freed hour is offered again when it is in the provider's weekly hours (Monday to Friday): the seed's "within
    // 48 h" hour falls on a Saturday when the suite runs from Thursday afternoon (Lagos) on.
    const weekday = new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'Africa/Lagos' }).format(
      new Date(String(old.startTime)),
    );
    const offered = (await freeSlots(token)).map((s) => s.startTime);
    expect(
      offered.some((time) => time === old.startTime),
      'offered again on a weekday only',
    ).toBe(weekday !== 'Sat' && weekday !== 'Sun');
  });

  it('a rejected reschedule keeps the old time and frees the proposed slot', async () => {
    const token = await client();
    const seeded = await getBooking(token, extraBookingIds.rescheduleRequestedByClient);
    const proposed = seeded.rescheduleInfo.proposedStartTime;
    expect((await freeSlots(token)).map((s) => s.startTime)).not.toContain(proposed);
    const res = await backend.call(
      'POST',
      `/appointment/${extraBookingIds.rescheduleRequestedByClient}/reschedule-update`,
      { token: await provider(), body: { status: 'rejected' } },
    );
    expect(UpdateAppointmentRescheduleStatusResponse.parse(res.body)).toMatchObject({
      startTime: seeded.startTime,
      rescheduleInfo: { status: 'rejected' },
    });
    expect((await freeSlots(token)).map((s) => s.startTime)).toContain(proposed);
  });

  it('the client approves a reschedule the provider asked for', async () => {
    const token = await client();
    const seeded = await getBooking(token, bookingIds.rescheduleAwaitingApproval);
    const res = await backend.call('POST', `/booking/${bookingIds.rescheduleAwaitingApproval}/reschedule-update`, {
      token,
      body: { status: 'approved' },
    });
    expect(UpdateBookingRescheduleStatusResponse.parse(res.body)).toMatchObject({
      startTime: seeded.rescheduleInfo.proposedStartTime,
      rescheduleInfo: { status: 'approved' },
    });
    expect(
      (
        await backend.call('POST', `/booking/${bookingIds.rescheduleAwaitingApproval}/reschedule-update`, {
          token,
          body: { status: 'approved' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await backend.call('POST', `/booking/${bookingIds.confirmedFar}/reschedule-update`, {
          token,
          body: { status: 'maybe' },
        })
      ).status,
    ).toBe(400);
  });

  it('refuses a reschedule with no attempts left, except for a pending booking', async () => {
    const token = await client();
    const slots = await freeSlots(token);
    const res = await backend.call('POST', `/booking/${bookingIds.noReschedulesLeft}/reschedule`, {
      token,
      body: { timeslotIdentifier: first(slots).identifier },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Rescheduling limit reached.');

    const pending = await scheduledBooking(token, at(slots, 1).identifier);
    for (const slot of [at(slots, 2), at(slots, 3), at(slots, 4)]) {
      const r = await backend.call('POST', `/booking/${pending.identifier}/reschedule`, {
        token,
        body: { timeslotIdentifier: slot.identifier },
      });
      expect(RescheduleBookingResponse.parse(r.body)).toMatchObject({
        status: 'pending',
        startTime: slot.startTime,
        rescheduleInfo: { remainingClientReschedule: 2 },
      });
    }
    // The seeded one that already has a time, too.
    const seeded = await backend.call('POST', `/booking/${extraBookingIds.pendingScheduled}/reschedule`, {
      token,
      body: { timeslotIdentifier: at(slots, 5).identifier },
    });
    expect(RescheduleBookingResponse.parse(seeded.body)).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      startTime: at(slots, 5).startTime,
      rescheduleInfo: { remainingClientReschedule: 2 },
    });
  });

  it('counts down to the limit', async () => {
    const token = await client();
    const slots = await freeSlots(token);
    for (const [i, slot] of [slots.at(-1)!, slots.at(-2)!].entries()) {
      const r = await backend.call('POST', `/booking/${bookingIds.confirmedFar}/reschedule`, {
        token,
        body: { timeslotIdentifier: slot.identifier },
      });
      expect(RescheduleBookingResponse.parse(r.body).rescheduleInfo.remainingClientReschedule).toBe(1 - i);
    }
    const third = await backend.call('POST', `/booking/${bookingIds.confirmedFar}/reschedule`, {
      token,
      body: { timeslotIdentifier: slots.at(-3)!.identifier },
    });
    expect(third.body.message).toBe('Rescheduling limit reached.');
  });

  it('refuses past and taken slots', async () => {
    const token = await client();
    const past = await backend.call('POST', `/booking/${bookingIds.confirmedFar}/reschedule`, {
      token,
      body: { timeslotIdentifier: 'ts-pr_demo-general-20200106T0900Z' },
    });
    expect(past.status).toBe(400);
    const { timeslotIdentifier } = await getBooking(token, bookingIds.noReschedulesLeft);
    const taken = await backend.call('POST', `/booking/${bookingIds.confirmedFar}/reschedule`, {
      token,
      body: { timeslotIdentifier },
    });
    expect(taken.body.code).toBe('SLOT_UNAVAILABLE');
    expect((await getBooking(token, bookingIds.confirmedFar)).rescheduleInfo.remainingClientReschedule).toBe(2);
  });

  it('needs no approval when allowRescheduleCompletedBooking applies, and refuses completed sessions otherwise', async () => {
    const token = await client();
    const slot = first(await freeSlots(token));
    const completed = await backend.call('POST', `/booking/${bookingIds.completedNoFeedback}/reschedule`, {
      token,
      body: { timeslotIdentifier: slot.identifier },
    });
    expect(completed.status).toBe(409);
    backend.db.state.bookings.find(
      (b) => b.identifier === bookingIds.completedNoFeedback,
    )!.allowRescheduleCompletedBooking = true;
    const res = await backend.call('POST', `/booking/${bookingIds.completedNoFeedback}/reschedule`, {
      token,
      body: { timeslotIdentifier: slot.identifier },
    });
    expect(RescheduleBookingResponse.parse(res.body)).toMatchObject({
      startTime: slot.startTime,
      isCompleted: false,
      rescheduleInfo: { status: 'approved' },
    });
  });
});

describe('details, relations and sharing', () => {
  it('gives the booking details to both parties and nobody else', async () => {
    const res = await backend.call('GET', `/booking/${bookingIds.completedNoFeedback}/details`, {
      token: await provider(),
    });
    const details = GetBookingDetailsResponse.parse(res.body);
    const office = backend.db.state.providerProfiles.find((p) => p.identifier === ids.provider)!.officeAddress;
    expect(office).toBeTruthy();
    expect(details).toMatchObject({
      officeAddress: office,
      meetingUrl: null,
      participants: [{ role: 'owner', email: emails.client }],
    });
    const online = GetBookingDetailsResponse.parse(
      (await backend.call('GET', `/booking/${bookingIds.confirmedFar}/details`, { token: await client() })).body,
    );
    expect(online.meetingUrl).toMatch(/^https:\/\//);
    expect(
      (
        await backend.call('GET', `/booking/${bookingIds.confirmedFar}/details`, {
          token: await backend.login(emails.secondProvider),
        })
      ).status,
    ).toBe(404);
  });

  it('tells how a client and a provider are related', async () => {
    const res = await backend.call('GET', `/clients/relation/${ids.provider}`, { token: await client() });
    const relation = GetClientRelationResponse.parse(res.body);
    expect(relation).toMatchObject({ userIdentifier: ids.provider, hasRelation: true });
    expect(relation.completedBookings).toBe(3);
    const none = GetClientRelationResponse.parse(
      (await backend.call('GET', `/clients/relation/${ids.namelessClient}`, { token: await provider() })).body,
    );
    expect(none).toMatchObject({ hasRelation: false, totalBookings: 0, lastBookingIdentifier: null });
    expect((await backend.call('GET', `/clients/relation/${ids.client}`, { token: await client() })).status).toBe(404);
  });

  it('shares a booking with a guest who accepts it once', async () => {
    const token = await client();
    const res = await backend.call('POST', '/share-booking', {
      token,
      body: { bookingIdentifier: bookingIds.confirmedFar, email: emails.namelessClient },
    });
    expect(res.status).toBe(201);
    const guest = ShareBookingResponse.parse(res.body);
    expect(guest).toMatchObject({ role: 'guest', status: 'awaiting', email: emails.namelessClient });
    expect(
      (
        await backend.call('POST', '/share-booking', {
          token,
          body: { bookingIdentifier: bookingIds.confirmedFar, email: emails.namelessClient },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await backend.call('POST', `/booking/participant/${guest.identifier}/status`, {
          token,
          body: { status: 'acknowledged' },
        })
      ).status,
    ).toBe(403);

    const guestToken = await backend.login(emails.namelessClient);
    const waiting = ListBookingInvitationsResponse.parse(
      (await backend.call('GET', '/booking-invitations', { token: guestToken })).body,
    );
    expect(waiting.items.map((i) => [i.identifier, i.booking.identifier])).toEqual([
      [guest.identifier, bookingIds.confirmedFar],
    ]);
    expect((await backend.call('GET', '/booking-invitations', { token })).body).toEqual({ items: [] });
    const answer = await backend.call('POST', `/booking/participant/${guest.identifier}/status`, {
      token: guestToken,
      body: { status: 'acknowledged' },
    });
    expect(UpdateBookingParticipantStatusResponse.parse(answer.body).status).toBe('acknowledged');
    expect(
      (
        await backend.call('POST', `/booking/participant/${guest.identifier}/status`, {
          token: guestToken,
          body: { status: 'rejected' },
        })
      ).status,
    ).toBe(409);
    // Answered: no longer waiting.
    expect((await backend.call('GET', '/booking-invitations', { token: guestToken })).body).toEqual({ items: [] });
    const seen = GetBookingParticipantResponse.parse(
      (await backend.call('GET', `/booking/participant/${guest.identifier}`, { token: guestToken })).body,
    );
    expect(seen.booking.identifier).toBe(bookingIds.confirmedFar);
    const details = GetBookingDetailsResponse.parse(
      (await backend.call('GET', `/booking/${bookingIds.confirmedFar}/details`, { token })).body,
    );
    expect(details.participants.map((p) => p.role)).toEqual(['owner', 'guest']);
  });

  it('returns the owner participant (used by the review flow)', async () => {
    const res = await backend.call('GET', '/booking/participant/bp_completed_feedback', { token: await client() });
    expect(GetBookingParticipantResponse.parse(res.body)).toMatchObject({
      role: 'owner',
      booking: { identifier: bookingIds.completedWithFeedback, feedbackProvided: true },
    });
    const stranger = issueToken(backend.db, ids.socialClient).token;
    expect((await backend.call('GET', '/booking/participant/bp_completed_feedback', { token: stranger })).status).toBe(
      404,
    );
  });
});
