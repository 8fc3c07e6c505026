// Client bookings: the lists, creating and scheduling one, and series (booking-payment, booking-cancel,
// booking-reschedule and booking-details test what follows).
import { describe, expect, it } from 'vitest';
import {
  CreateBookingResponse,
  CreateBookingSeriesResponse,
  GetBookingCancelRefundabilityResponse,
  GetBookingSeriesResponse,
  ListBookingsResponse,
  ScheduleBookingResponse,
} from '../../../generated/zod/bookings/bookings.zod';
import { extraBookingIds } from '../../data/scheduling';
import { bookingIds, ids } from '../../data/ids';
import { FREE_CONFIRM_MS } from './booking-terms';
import { at, first, required, setUpTestBackend } from '../../test-utils';
import { schedulingCalls } from './scheduling-test-calls';

const backend = setUpTestBackend();
const HOUR = 3_600_000;
const { client, provider, freeSlots, getBooking, createBooking, scheduledBooking } = schedulingCalls(backend);

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
