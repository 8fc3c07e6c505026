// A provider's hours: the recurring week (one per category when BY_CATEGORY) and custom days.
import { describe, expect, it } from 'vitest';
import {
  AddCustomAvailabilityDayResponse,
  DeleteCustomAvailabilityDayResponse,
  GetDefaultAvailabilityDaysResponse,
  ListCustomAvailabilityDaysResponse,
  SaveRecurringAvailabilityDaysResponse,
} from '../../../generated/zod/availability/availability.zod';
import { GetBookingResponse } from '../../../generated/zod/bookings/bookings.zod';
import { addDays, localDate, localHour, weekdayOf } from '../../data/scheduling';
import { bookingIds, emails, ids } from '../../data/ids';
import { cancelSessionsOn, first, required, setUpTestBackend } from '../../test-utils';
import { LAGOS, schedulingCalls } from './scheduling-test-calls';

const backend = setUpTestBackend();
const { client, provider, freeDays, freeWeekday } = schedulingCalls(backend);

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

    // Nothing booked on Mondays, which it closes (decision 0040).
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
