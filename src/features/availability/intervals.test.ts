// The interval editor's rules, run with the process in two zones whose clocks change in March and October/November.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addInterval,
  datesOfMonth,
  DEFAULT_INTERVAL,
  END_HOURS,
  hourlyStarts,
  intervalProblems,
  nextDate,
  nextInterval,
  serverIntervalErrors,
  setAvailable,
  START_HOURS,
  todayIn,
  visibleIntervals,
} from './intervals';

const zones = [
  // Berlin: 2026-03-29 02:00 → 03:00 (CET → CEST), 2026-10-25 03:00 → 02:00.
  { zone: 'Europe/Berlin', springDate: '2026-03-29', before: '2026-03-28', fallDate: '2026-10-25' },
  // New York: 2026-03-08 02:00 → 03:00 (EST → EDT), 2026-11-01 02:00 → 01:00.
  { zone: 'America/New_York', springDate: '2026-03-08', before: '2026-03-07', fallDate: '2026-11-01' },
];

describe.each(zones)('in $zone', ({ zone, springDate, before, fallDate }) => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  it('ticking available with no slots adds 09:00 to 18:00; with slots it keeps them', () => {
    expect(setAvailable({ isAvailable: false, timeslotIntervals: [] }, true)).toEqual({
      isAvailable: true,
      timeslotIntervals: [DEFAULT_INTERVAL],
    });
    const kept = [{ startTime: '07:00', endTime: '08:00' }];
    expect(setAvailable({ isAvailable: false, timeslotIntervals: kept }, true).timeslotIntervals).toEqual(kept);
  });

  it('marking unavailable hides the slots but keeps them, so ticking available again brings them back', () => {
    const day = {
      isAvailable: true,
      timeslotIntervals: [
        { startTime: '10:00', endTime: '12:00' },
        { startTime: '13:00', endTime: '15:00' },
      ],
    };
    const off = setAvailable(day, false);
    expect(visibleIntervals(off)).toEqual([]);
    expect(off.timeslotIntervals).toEqual(day.timeslotIntervals);
    expect(visibleIntervals(setAvailable(off, true))).toEqual(day.timeslotIntervals);
  });

  it('a new slot starts at the previous end and lasts an hour, capped at 24:00', () => {
    expect(nextInterval([])).toEqual(DEFAULT_INTERVAL);
    expect(addInterval([DEFAULT_INTERVAL])).toEqual([DEFAULT_INTERVAL, { startTime: '18:00', endTime: '19:00' }]);
    expect(nextInterval([{ startTime: '20:00', endTime: '23:00' }])).toEqual({ startTime: '23:00', endTime: '24:00' });
    expect(nextInterval([{ startTime: '20:00', endTime: '24:00' }])).toBeNull();
    expect(addInterval([{ startTime: '20:00', endTime: '24:00' }])).toHaveLength(1);
  });

  it('the dropdowns step hourly: starts 00-23, ends 01-24', () => {
    expect(START_HOURS).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect(END_HOURS[0]).toBe(1);
    expect(END_HOURS.at(-1)).toBe(24);
  });

  it('names an end at or before its start, and overlapping intervals, on the interval', () => {
    expect(
      intervalProblems([
        { startTime: '10:00', endTime: '10:00' },
        { startTime: '12:00', endTime: '11:00' },
      ]),
    ).toEqual(['endNotAfterStart', 'endNotAfterStart']);
    expect(
      intervalProblems([
        { startTime: '09:00', endTime: '12:00' },
        { startTime: '11:00', endTime: '13:00' },
        { startTime: '13:00', endTime: '14:00' },
      ]),
    ).toEqual(['overlap', 'overlap', null]);
    expect(
      intervalProblems([
        { startTime: '09:00', endTime: '18:00' },
        { startTime: '18:00', endTime: '24:00' },
      ]),
    ).toEqual([null, null]);
  });

  it('places the backend 400 on the interval it names', () => {
    const errors = serverIntervalErrors([
      'days.1.timeslotIntervals: 10:00-09:00 must end after it starts',
      'something else',
      3,
    ]);
    expect([...errors]).toEqual([['days.1.timeslotIntervals|10:00-09:00', '10:00-09:00 must end after it starts']]);
  });

  it('hours are wall-clock hours in the zone, on both sides of the spring change', () => {
    const dayBefore = hourlyStarts(before, DEFAULT_INTERVAL, zone);
    const dayOf = hourlyStarts(springDate, DEFAULT_INTERVAL, zone);
    expect(dayBefore).toHaveLength(9);
    expect(dayOf).toHaveLength(9);
    // The same wall-clock 09:00 is an hour earlier in UTC once summer time has started.
    expect(Date.parse(dayBefore[0]!) + 24 * 3_600_000 - Date.parse(dayOf[0]!)).toBe(3_600_000);
    // The hour that does not exist on the change night gives no slot.
    const night = hourlyStarts(springDate, { startTime: '00:00', endTime: '04:00' }, zone);
    expect(night).toHaveLength(3);
    const localHours = night.map((s) =>
      Number(
        new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: zone }).format(new Date(s)),
      ),
    );
    expect(localHours).toEqual([0, 1, 3]);
  });

  it('the autumn night keeps one slot per wall-clock hour', () => {
    const night = hourlyStarts(fallDate, { startTime: '00:00', endTime: '04:00' }, zone);
    expect(night).toHaveLength(4);
    expect(new Set(night).size).toBe(4);
  });

  it('a month calendar lists each date once across the change, and dates step by calendar day', () => {
    for (const date of [springDate, fallDate]) {
      const month = datesOfMonth(date.slice(0, 7));
      expect(new Set(month).size).toBe(month.length);
      expect(month).toContain(date);
      expect(month[0]).toBe(`${date.slice(0, 7)}-01`);
      expect(nextDate(before)).toBe(springDate);
      expect(nextDate(date, -1) < date).toBe(true);
    }
    expect(datesOfMonth('2026-03')).toHaveLength(31);
    expect(datesOfMonth('2026-11')).toHaveLength(30);
    // Just after midnight in the zone is already the next day there, whatever the process zone says.
    expect(todayIn(zone, new Date(`${springDate}T12:00:00Z`))).toBe(springDate);
  });
});
