import { describe, expect, it } from 'vitest';
import {
  bookingWindow,
  dayKey,
  formatSlotRange,
  initialDay,
  isSelectableDay,
  nextMonthInWindow,
  slotsByDay,
} from './calendar';
import { formatSessionTime, timeZoneLabel } from '../../lib/i18n/session-time';
import { timeSlot } from '../../test/fixtures';

// The same rules must hold whatever zone the user is in; Berlin has daylight-saving time, Lagos has none.
describe.each([
  { timeZone: 'Europe/Berlin', winterOffset: 1, summerOffset: 2 },
  { timeZone: 'Africa/Lagos', winterOffset: 1, summerOffset: 1 },
])('calendar rules in $timeZone', ({ timeZone, winterOffset, summerOffset }) => {
  // 2026-11-22 10:00 UTC: 11:00 in both zones.
  const now = new Date('2026-11-22T10:00:00Z');
  const window = bookingWindow(now, timeZone);
  const at = (day: string, localHour: number, offset = winterOffset) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + (localHour - offset) * 3_600_000).toISOString();

  it('opens the window today and closes it two months ahead', () => {
    expect(window).toEqual({ firstDay: '2026-11-22', lastDay: '2027-01-22' });
  });

  it('disables past days and days without slots', () => {
    const available = slotsByDay(
      [
        {
          date: '2026-11-21',
          timeSlot: [timeSlot(at('2026-11-21', 9)), timeSlot(at('2026-11-22', 9)), timeSlot(at('2026-11-24', 9))],
        },
      ],
      now,
      timeZone,
      window,
    );
    expect(isSelectableDay('2026-11-21', available, window)).toBe(false);
    expect(isSelectableDay('2026-11-22', available, window)).toBe(false); // its only slot has started
    expect(isSelectableDay('2026-11-23', available, window)).toBe(false); // no slots
    expect(isSelectableDay('2026-11-24', available, window)).toBe(true);
  });

  it('drops slots beyond the two-month range', () => {
    const available = slotsByDay(
      [{ date: '2027-01-23', timeSlot: [timeSlot(at('2027-01-23', 9)), timeSlot(at('2027-01-22', 9))] }],
      now,
      timeZone,
      window,
    );
    expect([...available.keys()]).toEqual(['2027-01-22']);
  });

  it('moves an empty month on to the next, and stops at the end of the window', () => {
    expect(nextMonthInWindow('2026-11', window)).toBe('2026-12');
    expect(nextMonthInWindow('2026-12', window)).toBe('2027-01');
    expect(nextMonthInWindow('2027-01', window)).toBeNull();
  });

  it('auto-selects today when it has slots, else the nearest future day', () => {
    const today = slotsByDay(
      [{ date: '2026-11-22', timeSlot: [timeSlot(at('2026-11-22', 15)), timeSlot(at('2026-11-25', 9))] }],
      now,
      timeZone,
      window,
    );
    expect(initialDay(today, window)).toBe('2026-11-22');
    const later = slotsByDay(
      [{ date: '2026-11-30', timeSlot: [timeSlot(at('2026-12-03', 9)), timeSlot(at('2026-11-30', 14))] }],
      now,
      timeZone,
      window,
    );
    expect(initialDay(later, window)).toBe('2026-11-30');
    expect(initialDay(new Map(), window)).toBeUndefined();
  });

  it('reads slots start to end in 12-hour English and the German 24-hour format', () => {
    const s = timeSlot(at('2026-11-24', 9));
    expect(formatSlotRange(s, 'en', timeZone)).toBe('9:00 AM - 10:00 AM');
    expect(formatSlotRange(timeSlot(at('2026-11-24', 13)), 'en', timeZone)).toBe('1:00 PM - 2:00 PM');
    expect(formatSlotRange(s, 'de', timeZone)).toBe('09:00 - 10:00');
  });

  it('groups a slot by its start day in the user zone, not UTC', () => {
    // 23:30 UTC is already the next day in both zones.
    expect(dayKey('2026-11-24T23:30:00Z', timeZone)).toBe('2026-11-25');
  });

  it('keeps 9 AM at 9 AM across the daylight-saving change', () => {
    // Berlin leaves summer time on 2026-10-25.
    const summer = timeSlot(at('2026-10-24', 9, summerOffset));
    const winter = timeSlot(at('2026-10-26', 9, winterOffset));
    expect(formatSlotRange(summer, 'en', timeZone)).toBe('9:00 AM - 10:00 AM');
    expect(formatSlotRange(winter, 'en', timeZone)).toBe('9:00 AM - 10:00 AM');
    expect(summer.startTime.slice(11, 13)).toBe(String(9 - summerOffset).padStart(2, '0'));
    expect(timeZoneLabel('en', timeZone, summer.startTime)).toBe(`GMT+${summerOffset}`);
    expect(timeZoneLabel('en', timeZone, winter.startTime)).toBe(`GMT+${winterOffset}`);
    expect(formatSessionTime('en', summer.startTime, summer.endTime, timeZone)).toBe(
      `9:00 AM - 10:00 AM GMT+${summerOffset}`,
    );
  });
});
