// Availability: the client-facing month of free slots and the provider's calendar management.
import { describe, expect, it } from 'vitest';
import {
  AddCustomAvailabilityDayResponse,
  DeleteCustomAvailabilityDayResponse,
  GetAvailabilitySettingResponse,
  GetCalendarSettingsResponse,
  GetDefaultAvailabilityDaysResponse,
  GetProviderAvailabilityMonthResponse,
  GetProviderCalendarMonthResponse,
  ListCustomAvailabilityDaysResponse,
  ListProviderTimeslotsResponse,
  SaveAvailabilitySettingResponse,
  SaveProviderCalendarDayResponse,
  SaveRecurringAvailabilityDaysResponse,
  UpdateCalendarSettingsResponse,
} from '../../../generated/zod/availability/availability.zod';
import { GetBookingResponse } from '../../../generated/zod/bookings/bookings.zod';
import { addDays, dateParts, localDate, localHour, weekdayOf, windowEndDate } from '../../data/scheduling';
import { bookingIds, emails, ids } from '../../data/ids';
import { at, cancelSessionsOn, first, required, setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();
const LAGOS = 'Africa/Lagos';
const BERLIN = 'Europe/Berlin';

const client = () => backend.login(emails.client);
const provider = () => backend.login(emails.provider);

function monthsFrom(tz: string, count = 3): string[] {
  const [y, m] = dateParts(localDate(backend.db.now().getTime(), tz));
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(y, m - 1 + i, 1)).toISOString().slice(0, 7));
}

async function month(token: string, providerId: string, m: string, category?: string) {
  const res = await backend.call(
    'GET',
    `/providers-availability/${providerId}/timeslot/${m}${category ? `?category=${category}` : ''}`,
    { token },
  );
  expect(res.status).toBe(200);
  return GetProviderAvailabilityMonthResponse.parse(res.body);
}

async function freeDays(token: string, providerId = ids.provider, tz = LAGOS) {
  const days = [];
  for (const m of monthsFrom(tz)) days.push(...(await month(token, providerId, m)).days);
  return days;
}

/** A future date (next month) on which pr_demo has all eight slots free. */
async function freeWeekday(token: string) {
  const next = at(monthsFrom(LAGOS), 1);
  return (await month(token, ids.provider, next)).days.find((d) => d.timeSlot.length === 8)!.date;
}

describe('the month of free slots', () => {
  it('offers hourly weekday slots 09:00-17:00 in the provider time zone, future only, up to two months ahead', async () => {
    const token = await client();
    const now = backend.db.now().getTime();
    const days = await freeDays(token);
    const slots = days.flatMap((d) => d.timeSlot);
    expect(slots.length).toBeGreaterThan(100);
    for (const s of slots) {
      const start = Date.parse(s.startTime);
      expect(start).toBeGreaterThan(now);
      expect(Date.parse(s.endTime) - start).toBe(3_600_000);
      const hour = localHour(start, LAGOS);
      const date = localDate(start, LAGOS);
      // Weekdays 09-17, plus the seeded custom Saturday 10:00-13:00.
      expect(weekdayOf(date) === 'SATURDAY' ? hour >= 10 && hour < 13 : hour >= 9 && hour < 17).toBe(true);
      expect(weekdayOf(date)).not.toBe('SUNDAY');
    }
    const last = windowEndDate(backend.db.now(), LAGOS);
    expect(days.every((d) => d.date <= last)).toBe(true);
    expect(days.at(-1)!.date >= addDays(last, -4)).toBe(true);
  });

  it('leaves out booked slots and gives empty days outside the two-month window', async () => {
    const token = await client();
    const booked = GetBookingResponse.parse(
      (await backend.call('GET', `/booking/${bookingIds.confirmedFar}`, { token })).body,
    );
    const offered = (await freeDays(token)).flatMap((d) => d.timeSlot.map((s) => s.startTime));
    expect(offered).not.toContain(booked.startTime);
    const [y, m] = dateParts(first(monthsFrom(LAGOS)));
    for (const outside of [new Date(Date.UTC(y, m - 2, 1)), new Date(Date.UTC(y, m + 2, 1))]) {
      expect((await month(token, ids.provider, outside.toISOString().slice(0, 7))).days).toEqual([]);
    }
  });

  it("has the second provider's current month full, by category, so the calendar moves on to the next month", async () => {
    const token = await client();
    const months = monthsFrom(BERLIN);
    const current = first(months);
    const next = at(months, 1);
    for (const category of ['th_individual', 'th_family']) {
      expect((await month(token, ids.secondProvider, current, category)).days).toEqual([]);
      expect((await month(token, ids.secondProvider, next, category)).days.length).toBeGreaterThan(10);
    }
    expect((await month(token, ids.secondProvider, next)).days).toEqual([]);
    const slot = first(first((await month(token, ids.secondProvider, next, 'th_family')).days).timeSlot);
    expect(slot.identifier).toContain('th_family');
  });

  it('refuses a bad month and an unknown provider', async () => {
    const token = await client();
    expect(
      (await backend.call('GET', `/providers-availability/${ids.provider}/timeslot/2025-13`, { token })).status,
    ).toBe(400);
    expect(
      (await backend.call('GET', `/providers-availability/pr_nobody/timeslot/${monthsFrom(LAGOS)[0]}`, { token }))
        .status,
    ).toBe(404);
  });
});

describe('the recurring week', () => {
  it('returns the week and saves changed weekdays, which the month call then follows', async () => {
    const token = await provider();
    const week = GetDefaultAvailabilityDaysResponse.parse(
      (await backend.call('GET', '/provider-availability/days/default', { token })).body,
    );
    expect(week.categoryIdentifier).toBeNull();
    expect(week.days.filter((d) => d.isAvailable).map((d) => d.weekday)).toEqual([
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
    ]);
    expect(week.days[0]?.timeslotIntervals).toEqual([{ startTime: '09:00', endTime: '17:00' }]);

    // Nothing booked on Mondays, which it closes (decision 0115).
    cancelSessionsOn(backend.db, ids.provider, LAGOS, ['MONDAY']);
    const res = await backend.call('POST', '/provider-availability/days/recurring', {
      token,
      body: {
        days: [
          { weekday: 'SUNDAY', isAvailable: true, timeslotIntervals: [{ startTime: '14:00', endTime: '16:00' }] },
          { weekday: 'MONDAY', isAvailable: false, timeslotIntervals: [] },
        ],
      },
    });
    const saved = SaveRecurringAvailabilityDaysResponse.parse(res.body);
    expect(saved.days.find((d) => d.weekday === 'SUNDAY')).toMatchObject({
      isAvailable: true,
      timeslotIntervals: [{ startTime: '14:00', endTime: '16:00' }],
    });
    expect(saved.days.find((d) => d.weekday === 'TUESDAY')!.isAvailable).toBe(true);

    const days = await freeDays(await client());
    // A Sunday beyond tomorrow: the provider's notice period may cut the first hours of the next day.
    const dayAfterTomorrow = backend.db.now().getTime() + 48 * 3_600_000;
    const sunday = days.find((d) => weekdayOf(d.date) === 'SUNDAY' && Date.parse(d.date) > dayAfterTomorrow)!;
    expect(sunday.timeSlot.map((s) => localHour(Date.parse(s.startTime), LAGOS))).toEqual([14, 15]);
    expect(days.some((d) => weekdayOf(d.date) === 'MONDAY')).toBe(false);
  });

  it('fills an available day without intervals with 09:00-18:00 and refuses bad intervals', async () => {
    const token = await provider();
    const res = await backend.call('POST', '/provider-availability/days/recurring', {
      token,
      body: { days: [{ weekday: 'SATURDAY', isAvailable: true, timeslotIntervals: [] }] },
    });
    expect(SaveRecurringAvailabilityDaysResponse.parse(res.body).days[5]?.timeslotIntervals).toEqual([
      { startTime: '09:00', endTime: '18:00' },
    ]);
    const bad = await backend.call('POST', '/provider-availability/days/recurring', {
      token,
      body: {
        days: [
          {
            weekday: 'FRIDAY',
            isAvailable: true,
            timeslotIntervals: [
              { startTime: '12:00', endTime: '10:00' },
              { startTime: '09:00', endTime: '11:00' },
              { startTime: '10:00', endTime: '12:00' },
            ],
          },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveLength(2);
    const malformed = await backend.call('POST', '/provider-availability/days/recurring', {
      token,
      body: {
        days: [{ weekday: 'FRIDAY', isAvailable: true, timeslotIntervals: [{ startTime: '9:30', endTime: '10:00' }] }],
      },
    });
    expect(malformed.status).toBe(400);
    const week = GetDefaultAvailabilityDaysResponse.parse(
      (await backend.call('GET', '/provider-availability/days/default', { token })).body,
    );
    expect(week.days[4]?.timeslotIntervals).toEqual([{ startTime: '09:00', endTime: '17:00' }]);
  });

  it('keeps one week per category for a BY_CATEGORY calendar, which then needs the category', async () => {
    const token = await backend.login(emails.secondProvider);
    expect((await backend.call('GET', '/provider-availability/days/default', { token })).status).toBe(400);
    const couples = GetDefaultAvailabilityDaysResponse.parse(
      (await backend.call('GET', '/provider-availability/days/default?category=th_family', { token })).body,
    );
    expect(couples.categoryIdentifier).toBe('th_family');
    await backend.call('POST', '/provider-availability/days/recurring', {
      token,
      body: {
        categoryIdentifier: 'th_family',
        days: [{ weekday: 'WEDNESDAY', isAvailable: false, timeslotIntervals: [] }],
      },
    });
    const individual = GetDefaultAvailabilityDaysResponse.parse(
      (await backend.call('GET', '/provider-availability/days/default?category=th_individual', { token })).body,
    );
    expect(individual.days[2]?.isAvailable).toBe(true);
  });

  it('is for providers only', async () => {
    expect((await backend.call('GET', '/provider-availability/days/default', { token: await client() })).status).toBe(
      403,
    );
    expect((await backend.call('GET', '/provider-availability/settings', { token: await client() })).status).toBe(403);
  });
});

describe('custom days', () => {
  it('adds, lists and deletes a custom day; an unavailable date offers no slots until deleted', async () => {
    const token = await provider();
    const date = await freeWeekday(token);
    const res = await backend.call('POST', '/provider-availability/days/custom', {
      token,
      body: { date, isAvailable: false, timeslotIntervals: [] },
    });
    expect(res.status).toBe(201);
    const day = AddCustomAvailabilityDayResponse.parse(res.body);
    expect(day).toMatchObject({ date, isAvailable: false, categoryIdentifier: null, timeslotIntervals: [] });
    const list = ListCustomAvailabilityDaysResponse.parse(
      (await backend.call('GET', '/provider-availability/days/custom', { token })).body,
    );
    expect(list.items.map((c) => c.identifier)).toEqual(
      expect.arrayContaining([day.identifier, 'cd_demo_day_off', 'cd_demo_saturday']),
    );
    expect((await freeDays(await client())).map((d) => d.date)).not.toContain(date);
    expect(
      (
        await backend.call('POST', '/provider-availability/days/custom', {
          token,
          body: { date, isAvailable: true, timeslotIntervals: [] },
        })
      ).status,
    ).toBe(409);

    const removed = await backend.call('DELETE', `/provider-availability/days/custom/${day.identifier}`, { token });
    expect(DeleteCustomAvailabilityDayResponse.parse(removed.body).message).toBeTruthy();
    expect((await freeDays(await client())).find((d) => d.date === date)?.timeSlot).toHaveLength(8);
    expect(
      (await backend.call('DELETE', `/provider-availability/days/custom/${day.identifier}`, { token })).status,
    ).toBe(404);
  });

  it('refuses a past date, and closing or deleting a day that has booked sessions', async () => {
    const token = await provider();
    const yesterday = addDays(localDate(backend.db.now().getTime(), LAGOS), -1);
    expect(
      (
        await backend.call('POST', '/provider-availability/days/custom', {
          token,
          body: { date: yesterday, isAvailable: false, timeslotIntervals: [] },
        })
      ).status,
    ).toBe(400);

    const booked = GetBookingResponse.parse(
      (await backend.call('GET', `/booking/${bookingIds.confirmedFar}`, { token: await client() })).body,
    );
    const bookedDate = localDate(Date.parse(booked.startTime!), LAGOS);
    const closing = await backend.call('POST', '/provider-availability/days/custom', {
      token,
      body: { date: bookedDate, isAvailable: false, timeslotIntervals: [] },
    });
    expect(closing.status).toBe(409);

    // Book a slot of the seeded custom Saturday, then try to delete that custom day.
    const calendar = required(backend.db.state.providerCalendars[ids.provider], 'the demo calendar');
    const saturday = calendar.customDays.find((c) => c.identifier === 'cd_demo_saturday')!;
    const slot = first((await freeDays(await client())).find((d) => d.date === saturday.date)!.timeSlot);
    const clientToken = await client();
    await backend.call('POST', `/booking/${bookingIds.pendingUnpaid}/schedule`, {
      token: clientToken,
      body: { timeslotIdentifier: slot.identifier },
    });
    expect(
      (await backend.call('DELETE', '/provider-availability/days/custom/cd_demo_saturday', { token })).status,
    ).toBe(409);
  });
});

describe('calendar settings', () => {
  it('switches between GENERAL and BY_CATEGORY', async () => {
    const token = await provider();
    expect(
      GetCalendarSettingsResponse.parse((await backend.call('GET', '/provider-availability/settings', { token })).body)
        .calendarSetupType,
    ).toBe('GENERAL');
    const res = await backend.call('PUT', '/provider-availability/settings', {
      token,
      body: { calendarSetupType: 'BY_CATEGORY' },
    });
    expect(UpdateCalendarSettingsResponse.parse(res.body).calendarSetupType).toBe('BY_CATEGORY');
    expect((await backend.call('GET', '/provider-availability/days/default', { token })).status).toBe(400);
    const week = GetDefaultAvailabilityDaysResponse.parse(
      (await backend.call('GET', '/provider-availability/days/default?category=th_individual', { token })).body,
    );
    expect(week.days[0]?.isAvailable).toBe(true);
    expect(
      (
        await backend.call('PUT', '/provider-availability/settings', {
          token,
          body: { calendarSetupType: 'SOMETIMES' },
        })
      ).status,
    ).toBe(400);
    const secondToken = await backend.login(emails.secondProvider);
    expect(
      GetCalendarSettingsResponse.parse(
        (await backend.call('GET', '/provider-availability/settings', { token: secondToken })).body,
      ).calendarSetupType,
    ).toBe('BY_CATEGORY');
  });

  it('saves per-category booking rules; the minimum notice hides slots starting too soon', async () => {
    const token = await provider();
    const general = GetAvailabilitySettingResponse.parse(
      (await backend.call('GET', '/provider/availability-setting', { token })).body,
    );
    expect(general).toMatchObject({ categoryIdentifier: null, sessionDurationMinutes: 60 });
    const couples = await backend.call('POST', '/provider/availability-setting', {
      token,
      body: { categoryIdentifier: 'th_couples', sessionDurationMinutes: 90, bufferMinutes: 15, minimumNoticeHours: 24 },
    });
    expect(SaveAvailabilitySettingResponse.parse(couples.body)).toMatchObject({
      categoryIdentifier: 'th_couples',
      sessionDurationMinutes: 90,
    });
    expect(
      GetAvailabilitySettingResponse.parse(
        (await backend.call('GET', '/provider/availability-setting?category=th_couples', { token })).body,
      ).bufferMinutes,
    ).toBe(15);
    expect(
      (
        await backend.call('POST', '/provider/availability-setting', {
          token,
          body: { sessionDurationMinutes: 50, bufferMinutes: 0, minimumNoticeHours: 0 },
        })
      ).status,
    ).toBe(400);

    await backend.call('POST', '/provider/availability-setting', {
      token,
      body: { sessionDurationMinutes: 60, bufferMinutes: 0, minimumNoticeHours: 96 },
    });
    const earliest = backend.db.now().getTime() + 96 * 3_600_000;
    const slots = (await freeDays(await client())).flatMap((d) => d.timeSlot);
    expect(slots.every((s) => Date.parse(s.startTime) > earliest)).toBe(true);
  });
});

describe('the provider calendar modal', () => {
  it('loads every day of a month with its availability, slots and intervals', async () => {
    const token = await provider();
    const [, next] = monthsFrom(LAGOS);
    const res = await backend.call('GET', `/provider-availability/calendar/${next}`, { token });
    const cal = GetProviderCalendarMonthResponse.parse(res.body);
    expect(cal.calendarSetupType).toBe('GENERAL');
    expect(cal.days[0]?.date.date).toBe(`${next}-01`);
    const weekday = cal.days.find((d) => !['SATURDAY', 'SUNDAY'].includes(weekdayOf(d.date.date)))!;
    expect(weekday).toMatchObject({
      identifier: null,
      date: { isAvailable: true },
      timeslotIntervals: [{ startTime: '09:00', endTime: '17:00' }],
    });
    expect(weekday.timeSlot).toHaveLength(8);
    const sunday = cal.days.find((d) => weekdayOf(d.date.date) === 'SUNDAY')!;
    expect(sunday).toMatchObject({ date: { isAvailable: false }, timeSlot: [] });
    expect(
      (
        await backend.call('GET', `/provider-availability/calendar/${next}`, {
          token: await backend.login(emails.secondProvider),
        })
      ).status,
    ).toBe(400);
  });

  it('saves a date: unavailable hides its slots, available without intervals gets 09:00-18:00, intervals make hourly slots', async () => {
    const token = await provider();
    const date = await freeWeekday(token);
    const off = await backend.call('PUT', '/provider-availability/calendar', {
      token,
      body: { identifier: null, date, timeSlotsInterval: [], isAvailable: false, categoryIdentifier: null },
    });
    const offDay = SaveProviderCalendarDayResponse.parse(off.body);
    expect(offDay).toMatchObject({ date: { date, isAvailable: false }, timeSlot: [] });
    expect(offDay.identifier).toBeTruthy();

    const on = SaveProviderCalendarDayResponse.parse(
      (
        await backend.call('PUT', '/provider-availability/calendar', {
          token,
          body: {
            identifier: offDay.identifier,
            date,
            timeSlotsInterval: [],
            isAvailable: true,
            categoryIdentifier: null,
          },
        })
      ).body,
    );
    expect(on).toMatchObject({
      identifier: offDay.identifier,
      date: { isAvailable: true },
      timeslotIntervals: [{ startTime: '09:00', endTime: '18:00' }],
    });
    expect(on.timeSlot).toHaveLength(9);

    const split = SaveProviderCalendarDayResponse.parse(
      (
        await backend.call('PUT', '/provider-availability/calendar', {
          token,
          body: {
            identifier: null,
            date,
            timeSlotsInterval: [
              { startTime: '13:00', endTime: '15:00' },
              { startTime: '08:00', endTime: '10:00' },
            ],
            isAvailable: true,
            categoryIdentifier: null,
          },
        })
      ).body,
    );
    expect(split.identifier).toBe(offDay.identifier);
    expect(split.timeSlot.map((s) => localHour(Date.parse(s.startTime), LAGOS))).toEqual([8, 9, 13, 14]);
    const offered = (await freeDays(await client())).find((d) => d.date === date)!;
    expect(offered.timeSlot.map((s) => s.identifier)).toEqual(split.timeSlot.map((s) => s.identifier));

    expect(
      (
        await backend.call('PUT', '/provider-availability/calendar', {
          token,
          body: { identifier: 'cd_nope', date, timeSlotsInterval: [], isAvailable: true, categoryIdentifier: null },
        })
      ).status,
    ).toBe(404);
    expect(
      (await backend.call('PUT', '/provider-availability/calendar', { token, body: { date, isAvailable: true } }))
        .status,
    ).toBe(400);
  });

  it("lists the provider's own upcoming slots only", async () => {
    const token = await provider();
    const res = await backend.call('GET', `/provider-availability/timeslot/${ids.provider}`, { token });
    const list = ListProviderTimeslotsResponse.parse(res.body);
    expect(list.items.length).toBeGreaterThan(100);
    expect(list.items.every((s) => Date.parse(s.startTime) > backend.db.now().getTime())).toBe(true);
    expect((await backend.call('GET', `/provider-availability/timeslot/${ids.secondProvider}`, { token })).status).toBe(
      403,
    );
  });
});
