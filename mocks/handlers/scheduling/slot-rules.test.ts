// Decision 0040: the booking rules cut the offered slots; a booking takes every slot it overlaps; booked
// sessions keep their time when the hours or the rules change.
import { describe, expect, it } from 'vitest';
import {
  GetProviderAvailabilityMonthResponse,
  GetProviderCalendarMonthResponse,
  ListProviderTimeslotsResponse,
} from '../../../generated/zod/availability/availability.zod';
import {
  CreateBookingResponse,
  GetBookingResponse,
  ScheduleBookingResponse,
} from '../../../generated/zod/bookings/bookings.zod';
import { addDays, dateParts, localDate, localToUtc, weekdayOf } from '../../data/scheduling';
import { slotIdentifier } from '../../data/slots';
import { emails, ids } from '../../data/ids';
import { setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();
const LAGOS = 'Africa/Lagos';
const MINUTE = 60_000;

/** pr_demo's free slots on a date for a category, as Lagos wall-clock 'HH:mm-HH:mm'. */
async function offered(token: string, date: string, category: string) {
  const res = await backend.call(
    'GET',
    `/providers-availability/${ids.provider}/timeslot/${date.slice(0, 7)}?category=${category}`,
    { token },
  );
  expect(res.status).toBe(200);
  const day = GetProviderAvailabilityMonthResponse.parse(res.body).days.find((d) => d.date === date);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: LAGOS,
    hourCycle: 'h23',
  });
  return (day?.timeSlot ?? []).map((s) => `${time.format(new Date(s.startTime))}-${time.format(new Date(s.endTime))}`);
}

/**
 * A Tuesday of next month (Lagos) on which pr_demo has nothing seeded: from the 22nd on, so at least 22 days ahead,
 * past every seeded session and specific date of pr_demo, and still within the two-month range.
 */
function nextMonthTuesday() {
  const [y, m] = dateParts(localDate(backend.db.now().getTime(), LAGOS));
  let date = new Date(Date.UTC(y, m, 22)).toISOString().slice(0, 10);
  while (weekdayOf(date) !== 'TUESDAY') date = addDays(date, 1);
  return date;
}

async function book(token: string, therapy: string, slot: string) {
  const created = await backend.call('POST', '/booking', {
    token,
    body: { providerIdentifier: ids.provider, therapyIdentifier: therapy, modalityIdentifier: 'md_online' },
  });
  const { identifier } = CreateBookingResponse.parse(created.body);
  return backend.call('POST', `/booking/${identifier}/schedule`, { token, body: { timeslotIdentifier: slot } });
}

const rules = (token: string, categoryIdentifier: string, sessionDurationMinutes: number, bufferMinutes: number) =>
  backend.call('POST', '/provider/availability-setting', {
    token,
    body: { categoryIdentifier, sessionDurationMinutes, bufferMinutes, minimumNoticeHours: 0 },
  });

describe('slots under the booking rules', () => {
  it('are cut per category; a booked 45-minute slot is no longer offered, and takes the overlapping 90-minute slots of another category', async () => {
    const providerToken = await backend.login(emails.provider);
    const client = await backend.login(emails.client);
    const date = nextMonthTuesday();
    const hourly = await offered(client, date, 'th_individual');
    expect(hourly).toEqual([
      '09:00-10:00',
      '10:00-11:00',
      '11:00-12:00',
      '12:00-13:00',
      '13:00-14:00',
      '14:00-15:00',
      '15:00-16:00',
      '16:00-17:00',
    ]);

    // pr_demo's calendar is GENERAL: the hours are shared, the rules are each category's own.
    expect((await rules(providerToken, 'th_individual', 45, 15)).status).toBe(200);
    expect((await rules(providerToken, 'th_couples', 90, 0)).status).toBe(200);
    expect(await offered(client, date, 'th_individual')).toEqual([
      '09:00-09:45',
      '10:00-10:45',
      '11:00-11:45',
      '12:00-12:45',
      '13:00-13:45',
      '14:00-14:45',
      '15:00-15:45',
      '16:00-16:45',
    ]);
    expect(await offered(client, date, 'th_couples')).toEqual([
      '09:00-10:30',
      '10:30-12:00',
      '12:00-13:30',
      '13:30-15:00',
      '15:00-16:30',
    ]);

    // The 45-minute slot at 10:00: the booking gets its start and end.
    const ten = slotIdentifier(ids.provider, 'general', localToUtc(date, 10, LAGOS));
    const scheduled = await book(client, 'th_individual', ten);
    expect(scheduled.status).toBe(200);
    const booking = ScheduleBookingResponse.parse(scheduled.body);
    expect(booking).toMatchObject({
      timeslotIdentifier: ten,
      startTime: new Date(localToUtc(date, 10, LAGOS)).toISOString(),
      endTime: new Date(localToUtc(date, 10, LAGOS) + 45 * MINUTE).toISOString(),
    });
    expect(await offered(client, date, 'th_individual')).toEqual([
      '09:00-09:45',
      '11:00-11:45',
      '12:00-12:45',
      '13:00-13:45',
      '14:00-14:45',
      '15:00-15:45',
      '16:00-16:45',
    ]);
    // 09:00-10:30 and 10:30-12:00 both overlap 10:00-10:45: neither is offered, and asking for one is refused.
    expect(await offered(client, date, 'th_couples')).toEqual(['12:00-13:30', '13:30-15:00', '15:00-16:30']);
    const halfPast = slotIdentifier(ids.provider, 'general', localToUtc(date, 10, LAGOS) + 30 * MINUTE);
    expect(halfPast).toMatch(/T0930Z$/);
    const refused = await book(client, 'th_couples', halfPast);
    expect(refused).toMatchObject({ status: 409, body: { code: 'SLOT_UNAVAILABLE' } });
    // A 90-minute couples session at 12:00 takes the 45-minute 12:00 and 13:00 slots.
    const noon = await book(client, 'th_couples', slotIdentifier(ids.provider, 'general', localToUtc(date, 12, LAGOS)));
    expect(ScheduleBookingResponse.parse(noon.body).endTime).toBe(
      new Date(localToUtc(date, 13, LAGOS) + 30 * MINUTE).toISOString(),
    );
    expect(await offered(client, date, 'th_individual')).toEqual([
      '09:00-09:45',
      '11:00-11:45',
      '14:00-14:45',
      '15:00-15:45',
      '16:00-16:45',
    ]);

    // The provider's own lists cut the same slots, booked or not.
    const own = ListProviderTimeslotsResponse.parse(
      (
        await backend.call('GET', `/provider-availability/timeslot/${ids.provider}?category=th_couples`, {
          token: providerToken,
        })
      ).body,
    );
    expect(own.items.filter((s) => localDate(Date.parse(s.startTime), LAGOS) === date)).toHaveLength(5);
    const month = GetProviderCalendarMonthResponse.parse(
      (
        await backend.call('GET', `/provider-availability/calendar/${date.slice(0, 7)}?category=th_individual`, {
          token: providerToken,
        })
      ).body,
    );
    expect(month.days.find((d) => d.date.date === date)?.timeSlot).toHaveLength(8);
  });

  it('a slot of another length than the rules give, or on a time the rules do not cut, is refused', async () => {
    const client = await backend.login(emails.client);
    const date = nextMonthTuesday();
    const offHour = slotIdentifier(ids.provider, 'general', localToUtc(date, 10, LAGOS) + 15 * MINUTE);
    expect((await book(client, 'th_individual', offHour)).status).toBe(409);
  });
});

describe('booked sessions when the hours or the rules change', () => {
  it('new weekly hours must still cover a booked session (409 with it, decision 0040); new rules always save and the session keeps its time', async () => {
    const providerToken = await backend.login(emails.provider);
    const client = await backend.login(emails.client);
    // The seeded upcoming sessions fall on a Tuesday on some days of the year: this test is about its own session only.
    backend.db.state.bookings = backend.db.state.bookings.filter(
      (b) => b.provider.identifier !== ids.provider || !b.startTime || Date.parse(b.startTime) < Date.now(),
    );
    const date = nextMonthTuesday();
    const scheduled = await book(
      client,
      'th_individual',
      slotIdentifier(ids.provider, 'general', localToUtc(date, 10, LAGOS)),
    );
    const before = ScheduleBookingResponse.parse(scheduled.body);
    const read = async () =>
      GetBookingResponse.parse((await backend.call('GET', `/booking/${before.identifier}`, { token: client })).body);
    // A week opening Tuesdays at 13:00 only would leave the 10:00 session outside: refused with it, nothing saved.
    const week = (startTime: string, endTime: string) =>
      backend.call('POST', '/provider-availability/days/recurring', {
        token: providerToken,
        body: { days: [{ weekday: 'TUESDAY', isAvailable: true, timeslotIntervals: [{ startTime, endTime }] }] },
      });
    const refused = await week('13:00', '17:00');
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 'DATE_HAS_BOOKINGS',
        dates: [date],
        bookings: [{ bookingIdentifier: before.identifier, date, startTime: before.startTime }],
      },
    });
    expect(await offered(client, date, 'th_individual')).toEqual([
      '09:00-10:00',
      '11:00-12:00',
      '12:00-13:00',
      '13:00-14:00',
      '14:00-15:00',
      '15:00-16:00',
      '16:00-17:00',
    ]);
    // Hours that still cover the session save, and offer every slot but the ones it overlaps, also under new rules.
    expect((await week('09:00', '12:00')).status).toBe(200);
    expect(await offered(client, date, 'th_individual')).toEqual(['09:00-10:00', '11:00-12:00']);
    await rules(providerToken, 'th_individual', 90, 0);
    expect(await offered(client, date, 'th_individual')).toEqual([]);
    expect(await read()).toMatchObject({
      status: 'pending',
      startTime: before.startTime,
      endTime: before.endTime,
      timeslotIdentifier: before.timeslotIdentifier,
    });
    // A specific date likewise: its hours must still cover its booked sessions.
    const body = (startTime: string, endTime: string) => ({
      identifier: null,
      date,
      isAvailable: true,
      categoryIdentifier: null,
      timeSlotsInterval: [{ startTime, endTime }],
    });
    const uncovering = await backend.call('PUT', '/provider-availability/calendar', {
      token: providerToken,
      body: body('11:00', '17:00'),
    });
    expect(uncovering).toMatchObject({
      status: 409,
      body: { code: 'DATE_HAS_BOOKINGS', dates: [date], bookings: [{ bookingIdentifier: before.identifier }] },
    });
    expect(
      (
        await backend.call('PUT', '/provider-availability/calendar', {
          token: providerToken,
          body: body('10:00', '17:00'),
        })
      ).status,
    ).toBe(200);
  });
});
