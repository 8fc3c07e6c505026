// A new session booking is one request (decision 0009): POST /booking (clients) and POST /appointment (providers)
// with the spec's schedule payload for a new booking create the booking already scheduled, or nothing at all.
import { describe, expect, it } from 'vitest';
import { CreateAppointmentResponse } from '../../../generated/zod/appointments/appointments.zod';
import { GetProviderAvailabilityMonthResponse } from '../../../generated/zod/availability/availability.zod';
import { CreateBookingResponse, GetBookingResponse } from '../../../generated/zod/bookings/bookings.zod';
import { dateParts, localDate } from '../../data/scheduling';
import { emails, ids } from '../../data/ids';
import { FREE_CONFIRM_MS } from './booking-terms';
import { BASE, first, setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();
const client = () => backend.login(emails.client);

/** Every free slot the month call offers for a provider (and category), over the booking range. */
async function freeSlots(token: string, providerId: string = ids.provider, category = 'th_individual') {
  const zone = providerId === ids.secondProvider ? 'Europe/Berlin' : 'Africa/Lagos';
  const [y, m] = dateParts(localDate(backend.db.now().getTime(), zone));
  const slots: { identifier: string; startTime: string; endTime: string }[] = [];
  for (const i of [0, 1, 2]) {
    const month = new Date(Date.UTC(y, m - 1 + i, 1)).toISOString().slice(0, 7);
    const res = await backend.call(
      'GET',
      `/providers-availability/${providerId}/timeslot/${month}?category=${category}`,
      { token },
    );
    slots.push(...GetProviderAvailabilityMonthResponse.parse(res.body).days.flatMap((d) => d.timeSlot));
  }
  return slots;
}

const newBooking = (timeslotIdentifier: string, extra: Record<string, string> = {}) => ({
  providerIdentifier: ids.provider,
  modalityIdentifier: 'md_online',
  therapyIdentifier: 'th_individual',
  timeslotIdentifier,
  note: 'I would like help with anxiety.',
  ...extra,
});

const bookings = () => backend.db.state.bookings.length;

describe('POST /booking with a time slot', () => {
  it('creates the booking scheduled in that slot, pending until paid; the slot is no longer offered', async () => {
    const token = await client();
    const slot = first(await freeSlots(token));
    const before = bookings();
    const res = await backend.call('POST', '/booking', { token, body: newBooking(slot.identifier) });
    expect(res.status).toBe(201);
    const booking = CreateBookingResponse.parse(res.body);
    expect(booking).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      startTime: slot.startTime,
      endTime: slot.endTime,
      timeslotIdentifier: slot.identifier,
      note: 'I would like help with anxiety.',
      therapyCategory: { identifier: 'th_individual' },
      modality: { identifier: 'md_online' },
      participant: { status: 'awaiting' },
    });
    expect(bookings()).toBe(before + 1);
    expect(
      GetBookingResponse.parse((await backend.call('GET', `/booking/${booking.identifier}`, { token })).body).startTime,
    ).toBe(slot.startTime);
    expect((await freeSlots(token)).map((s) => s.identifier)).not.toContain(slot.identifier);
    // Paying needs no schedule call: the booking already has its time.
    const pay = await backend.call('POST', `/booking/${booking.identifier}/payment`, {
      token,
      body: { method: 'wallet' },
    });
    expect(pay.status).toBe(200);
    expect(
      GetBookingResponse.parse((await backend.call('GET', `/booking/${booking.identifier}`, { token })).body),
    ).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('creates nothing when the slot is taken, past, of another provider or category, or the body is wrong', async () => {
    const token = await client();
    const slot = first(await freeSlots(token));
    expect((await backend.call('POST', '/booking', { token, body: newBooking(slot.identifier) })).status).toBe(201);
    const before = bookings();

    const taken = await backend.call('POST', '/booking', {
      token,
      body: newBooking(slot.identifier, { note: 'Second try' }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: 'This time slot is no longer available.' });
    expect(
      (await backend.call('POST', '/booking', { token, body: newBooking('ts-pr_demo-general-20200106T0900Z') })).status,
    ).toBe(400);
    const otherProvider = first(await freeSlots(token, ids.secondProvider));
    expect((await backend.call('POST', '/booking', { token, body: newBooking(otherProvider.identifier) })).status).toBe(
      404,
    );
    const family = first(await freeSlots(token, ids.secondProvider, 'th_family'));
    const otherCategory = await backend.call('POST', '/booking', {
      token,
      body: newBooking(family.identifier, { providerIdentifier: ids.secondProvider }),
    });
    expect(otherCategory.status).toBe(400);
    // A therapy the provider does not offer is refused before the slot is looked at.
    const notOffered = await backend.call('POST', '/booking', {
      token,
      body: newBooking(slot.identifier, { therapyIdentifier: 'th_family' }),
    });
    expect(notOffered.status).toBe(400);
    const empty = await backend.call('POST', '/booking', { token, body: newBooking('') });
    expect(empty.status).toBe(400);

    expect(bookings()).toBe(before);
    expect(backend.db.state.bookings.filter((b) => b.note === 'Second try')).toEqual([]);
  });

  it('a free booking is confirmed by the server shortly afterwards, without charging', async () => {
    const token = await client();
    const slot = first(await freeSlots(token, ids.secondProvider, 'th_family'));
    const res = await backend.call('POST', '/booking', {
      token,
      body: newBooking(slot.identifier, { providerIdentifier: ids.secondProvider, therapyIdentifier: 'th_family' }),
    });
    const booking = CreateBookingResponse.parse(res.body);
    expect(booking).toMatchObject({
      status: 'pending',
      paymentStatus: 'free',
      isFree: true,
      startTime: slot.startTime,
    });
    backend.db.advanceClock(FREE_CONFIRM_MS + 100);
    expect(
      GetBookingResponse.parse((await backend.call('GET', `/booking/${booking.identifier}`, { token })).body),
    ).toMatchObject({ status: 'confirmed', paymentStatus: 'free' });
  });

  it('a retry with the same Idempotency-Key replays the scheduled booking instead of finding its own slot taken', async () => {
    const token = await client();
    const slot = first(await freeSlots(token));
    const before = bookings();
    const send = () =>
      fetch(`${BASE}/booking`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': 'new-booking-key-0001',
        },
        body: JSON.stringify(newBooking(slot.identifier)),
      });
    const [one, two] = [await send(), await send()];
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.headers.get('Idempotent-Replayed')).toBe('true');
    const created = CreateBookingResponse.parse(await one.json());
    expect(created.startTime).toBe(slot.startTime);
    expect(await two.json()).toEqual(created);
    expect(bookings()).toBe(before + 1);
  });
});

describe('POST /appointment with a time slot', () => {
  it("books the provider's client into that slot at once (acknowledged, pending until the client pays), or creates nothing", async () => {
    const token = await backend.login(emails.provider);
    const slot = first(await freeSlots(token));
    const before = bookings();
    const body = {
      clientIdentifier: ids.client,
      modalityIdentifier: 'md_in_person',
      therapyIdentifier: 'th_couples',
      timeslotIdentifier: slot.identifier,
    };
    const res = await backend.call('POST', '/appointment', { token, body });
    expect(res.status).toBe(201);
    expect(CreateAppointmentResponse.parse(res.body)).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      amount: 2_000_000,
      startTime: slot.startTime,
      timeslotIdentifier: slot.identifier,
      participant: { status: 'acknowledged' },
      client: { identifier: ids.client },
    });
    const taken = await backend.call('POST', '/appointment', { token, body: { ...body, note: 'Again' } });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('SLOT_UNAVAILABLE');
    expect(bookings()).toBe(before + 1);
  });
});
