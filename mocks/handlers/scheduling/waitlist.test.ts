// The waitlist for an earlier slot (decision 0009) over HTTP: joining and leaving, offers after a cancellation and
// after new availability (never for a later slot, never past `until`), the mail, and the one-click reschedule.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GetAppointmentResponse } from '../../../generated/zod/appointments/appointments.zod';
import {
  GetBookingResponse,
  JoinBookingWaitlistResponse,
  ListBookingWaitlistResponse,
  RescheduleBookingResponse,
} from '../../../generated/zod/bookings/bookings.zod';
import { addDays, extraBookingIds, localDate } from '../../data/scheduling';
import { bookingIds, emails } from '../../data/ids';
import { readOutbox } from '../../lib/outbox';
import { first, setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();
afterEach(() => vi.useRealTimers());
const BERLIN = 'Europe/Berlin';
const waiting = extraBookingIds.secondUpcoming; // cl_demo with pr_second, 10:00 Berlin; 09:00 is bk_waitlist_blocker

const client = () => backend.login(emails.client);
const secondProvider = () => backend.login(emails.secondProvider);

function booked(id: string) {
  return GetBookingResponse.parse(backend.db.state.bookings.find((b) => b.identifier === id));
}
/** The end of the waiting booking's day, as the app sends a chosen date. */
const endOfSessionDay = () => new Date(Date.parse(booked(waiting).startTime!) + 12 * 3_600_000).toISOString();

async function join(token: string, until = endOfSessionDay(), id: string = waiting, headers?: Record<string, string>) {
  return backend.call('PUT', `/booking/${id}/waitlist`, { token, body: { until }, headers });
}
async function entries(token: string) {
  return ListBookingWaitlistResponse.parse((await backend.call('GET', '/booking-waitlist', { token })).body).items;
}
const offerMails = () => readOutbox(backend.db).filter((m) => m.kind === 'waitlist-offer');
async function cancelBlocker() {
  expect(
    (
      await backend.call('POST', `/appointment/${extraBookingIds.waitlistBlocker}/cancel`, {
        token: await secondProvider(),
        body: {},
      })
    ).status,
  ).toBe(200);
}
const nineOClock = () => booked(extraBookingIds.waitlistBlocker);

describe('the waitlist for an earlier slot', () => {
  it('joins with nothing free earlier, and the provider sees nothing of it', async () => {
    const token = await client();
    const before = (await backend.call('GET', `/appointment/${waiting}`, { token: await secondProvider() })).body;
    const res = await join(token);
    expect(res.status).toBe(200);
    expect(JoinBookingWaitlistResponse.parse(res.body)).toMatchObject({
      bookingIdentifier: waiting,
      offer: null,
      bookingStartTime: booked(waiting).startTime,
    });
    expect(await entries(token)).toHaveLength(1);
    expect(
      GetAppointmentResponse.parse(
        (await backend.call('GET', `/appointment/${waiting}`, { token: await secondProvider() })).body,
      ),
    ).toEqual(before);
    expect(offerMails()).toEqual([]);
  });

  it('offers the slot a cancellation frees, once, with a mail in the language of the join', async () => {
    const token = await client();
    await join(token, undefined, waiting, { 'X-Language': 'de' });
    await cancelBlocker();
    const [entry] = await entries(token);
    expect(entry?.offer).toEqual({
      identifier: nineOClock().timeslotIdentifier,
      startTime: nineOClock().startTime,
      endTime: nineOClock().endTime,
    });
    const mails = offerMails();
    expect(mails).toHaveLength(1);
    expect(first(mails)).toMatchObject({ to: emails.client, link: '/overview/' });
    // The time in Grace's zone (Lagos), not the provider's.
    const lagos = new Intl.DateTimeFormat('de', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Africa/Lagos',
    }).format(new Date(nineOClock().startTime!));
    expect(first(mails).subject).toBe(`Ein früherer Termin ist frei: ${lagos}`);
    // Another change that frees nothing earlier mails nothing more.
    await backend.call('POST', `/appointment/${extraBookingIds.secondSocial}/cancel`, {
      token: await secondProvider(),
      body: {},
    });
    expect(offerMails()).toHaveLength(1);
  });

  it('offers a time the provider publishes, mailed in English by default', async () => {
    const token = await client();
    await join(token);
    const date = localDate(Date.parse(booked(waiting).startTime!), BERLIN);
    const opened = await backend.call('POST', '/provider-availability/days/custom', {
      token: await secondProvider(),
      body: {
        date,
        isAvailable: true,
        categoryIdentifier: 'th_individual',
        timeslotIntervals: [{ startTime: '07:00', endTime: '17:00' }],
      },
    });
    expect(opened.status).toBe(201);
    const offer = (await entries(token))[0]?.offer;
    expect(offer?.startTime).toBe(new Date(Date.parse(nineOClock().startTime!) - 2 * 3_600_000).toISOString());
    expect(first(offerMails()).subject).toMatch(/^An earlier time is free: /);
  });

  it('never offers a later slot, nor one after the chosen date', async () => {
    const token = await client();
    // 11:00 frees up, after the session: not offered.
    await join(token);
    await backend.call('POST', `/appointment/${extraBookingIds.secondSocial}/cancel`, {
      token: await secondProvider(),
      body: {},
    });
    expect((await entries(token))[0]?.offer).toBeNull();
    // Only slots before the day before the session are wanted: 09:00 on the session's day is not offered.
    const dayBefore = addDays(localDate(Date.parse(booked(waiting).startTime!), BERLIN), -1);
    expect((await join(token, `${dayBefore}T22:59:59Z`)).status).toBe(200);
    await cancelBlocker();
    expect((await entries(token))[0]?.offer).toBeNull();
    expect(offerMails()).toEqual([]);
  });

  it('moves to the offer with the ordinary reschedule, counting the attempt, and leaves the waitlist', async () => {
    const token = await client();
    await join(token);
    await cancelBlocker();
    const offer = (await entries(token))[0]?.offer;
    const res = await backend.call('POST', `/booking/${waiting}/reschedule`, {
      token,
      body: { timeslotIdentifier: offer?.identifier },
    });
    expect(res.status).toBe(200);
    const moved = RescheduleBookingResponse.parse(res.body);
    expect(moved.startTime).toBe(offer?.startTime);
    expect(moved.rescheduleInfo.remainingClientReschedule).toBe(1);
    expect(await entries(token)).toEqual([]);
  });

  // The seed's sessions fall early next month: on no day before them may the move need the provider's approval.
  it("moves without approval on every day around a month's end", async () => {
    for (const today of ['2026-11-26', '2026-11-29', '2026-11-30', '2026-12-29', '2026-12-31', '2027-02-27']) {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(`${today}T21:30:00Z`) });
      backend.db.reset();
      await backend.db.ready;
      const token = await client();
      await join(token);
      await cancelBlocker();
      const offer = (await entries(token))[0]?.offer;
      expect(offer?.startTime, today).toBe(nineOClock().startTime);
      const res = await backend.call('POST', `/booking/${waiting}/reschedule`, {
        token,
        body: { timeslotIdentifier: offer?.identifier },
      });
      expect(RescheduleBookingResponse.parse(res.body).startTime, today).toBe(offer?.startTime);
    }
  });

  it('says a slot taken meanwhile is gone, and the offer goes with it', async () => {
    const token = await client();
    await join(token);
    await cancelBlocker();
    const offer = (await entries(token))[0]?.offer;
    // Someone books the freed 09:00 before the client clicks.
    backend.db.state.bookings.find((b) => b.identifier === extraBookingIds.waitlistBlocker)!.status = 'confirmed';
    const res = await backend.call('POST', `/booking/${waiting}/reschedule`, {
      token,
      body: { timeslotIdentifier: offer?.identifier },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('SLOT_UNAVAILABLE');
    expect(booked(waiting).rescheduleInfo.remainingClientReschedule).toBe(2);
    expect((await entries(token))[0]?.offer).toBeNull();
  });

  it('leaves in one call, and a cancelled booking leaves by itself', async () => {
    const token = await client();
    await join(token);
    expect((await backend.call('DELETE', `/booking/${waiting}/waitlist`, { token })).status).toBe(200);
    expect(await entries(token)).toEqual([]);
    expect((await backend.call('DELETE', `/booking/${waiting}/waitlist`, { token })).status).toBe(200);

    await join(token);
    await backend.call('POST', `/booking/${waiting}/cancel`, { token, body: {} });
    expect(await entries(token)).toEqual([]);
    expect(backend.db.state.bookingWaitlist).toEqual([]);
  });

  it('refuses what cannot wait for an earlier time', async () => {
    const token = await client();
    const code = async (id: string, until?: string) =>
      (await join(token, until ?? new Date(backend.db.now().getTime() + 86_400_000).toISOString(), id)).body.code;
    expect(await code(extraBookingIds.pendingScheduled)).toBe('WAITLIST_NOT_AVAILABLE');
    expect(await code(bookingIds.completedWithFeedback)).toBe('WAITLIST_NOT_AVAILABLE');
    expect(await code(bookingIds.cancelledFromConfirmed)).toBe('WAITLIST_NOT_AVAILABLE');
    expect(await code(bookingIds.noReschedulesLeft)).toBe('RESCHEDULE_LIMIT_REACHED');
    expect(await code(bookingIds.rescheduleAwaitingApproval)).toBe('RESCHEDULE_PENDING');
    expect((await join(token, new Date(backend.db.now().getTime() - 1000).toISOString())).status).toBe(400);
    expect((await join(token, undefined, extraBookingIds.secondSocial)).status).toBe(404);
    expect((await join(await secondProvider())).status).toBe(403);
    expect((await backend.call('GET', '/booking-waitlist', { token: await secondProvider() })).status).toBe(403);
  });
});
