// A provider's calendar settings and booking rules, and the calendar modal's month, dates and own slot list.
import { describe, expect, it } from 'vitest';
import {
  GetAvailabilitySettingResponse,
  GetCalendarSettingsResponse,
  GetDefaultAvailabilityDaysResponse,
  GetProviderCalendarMonthResponse,
  ListProviderTimeslotsResponse,
  SaveAvailabilitySettingResponse,
  SaveProviderCalendarDayResponse,
  UpdateCalendarSettingsResponse,
} from '../../../generated/zod/availability/availability.zod';
import { localHour, weekdayOf } from '../../data/scheduling';
import { emails, ids } from '../../data/ids';
import { setUpTestBackend } from '../../test-utils';
import { LAGOS, schedulingCalls } from './scheduling-test-calls';

const backend = setUpTestBackend();
const { client, provider, monthsFrom, freeDays, freeWeekday } = schedulingCalls(backend);

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
