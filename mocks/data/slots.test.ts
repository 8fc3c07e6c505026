// Decision 0040: how the offline backend cuts availability intervals into slots, and how it names them.
import { describe, expect, it } from 'vitest';
import { daySlots, GENERAL, localToUtc, workWeek, type ProviderCalendar } from './scheduling';
import { busyTimes, DEFAULT_SLOT_RULES, parseSlotIdentifier, slotIdentifier, type SlotRules } from './slots';
import { makeBooking } from '../content-fixtures';

const BERLIN = 'Europe/Berlin';
const LAGOS = 'Africa/Lagos';

/** A GENERAL calendar whose only hours are the given intervals on one date. */
function calendarWith(date: string, ...intervals: [string, string][]): ProviderCalendar {
  return {
    calendarSetupType: 'GENERAL',
    weeks: { [GENERAL]: workWeek() },
    customDays: [
      {
        identifier: 'cd_test',
        date,
        isAvailable: true,
        categoryIdentifier: null,
        timeslotIntervals: intervals.map(([startTime, endTime]) => ({ startTime, endTime })),
      },
    ],
    settings: {},
  };
}

/** The slots of a date as the provider's wall-clock times, 'HH:mm-HH:mm'. */
function wallClock(date: string, tz: string, rules: SlotRules, ...intervals: [string, string][]) {
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: tz, hourCycle: 'h23' });
  return daySlots('pr_x', tz, calendarWith(date, ...intervals), GENERAL, date, rules).map(
    (s) => `${time.format(new Date(s.startTime))}-${time.format(new Date(s.endTime))}`,
  );
}

describe('slots cut by the booking rules', () => {
  it('start at the interval start, step by length + buffer, and end within the interval', () => {
    expect(
      wallClock('2026-12-07', LAGOS, { sessionDurationMinutes: 45, bufferMinutes: 15 }, ['09:00', '12:00']),
    ).toEqual(['09:00-09:45', '10:00-10:45', '11:00-11:45']);
    expect(
      wallClock('2026-12-07', LAGOS, { sessionDurationMinutes: 90, bufferMinutes: 0 }, ['09:00', '12:00']),
    ).toEqual(['09:00-10:30', '10:30-12:00']);
    // 10:30 + 60 would end at 11:30, and the next start (12:00) has no room: the interval's end cuts it.
    expect(
      wallClock('2026-12-07', LAGOS, { sessionDurationMinutes: 60, bufferMinutes: 30 }, ['09:00', '12:00']),
    ).toEqual(['09:00-10:00', '10:30-11:30']);
    expect(
      wallClock('2026-12-07', LAGOS, { sessionDurationMinutes: 240, bufferMinutes: 0 }, ['09:00', '12:00']),
    ).toEqual([]);
    // Each interval starts afresh; one ending at 24:00 keeps its last slot.
    expect(
      wallClock(
        '2026-12-07',
        LAGOS,
        { sessionDurationMinutes: 75, bufferMinutes: 5 },
        ['09:00', '11:00'],
        ['22:00', '24:00'],
      ),
    ).toEqual(['09:00-10:15', '22:00-23:15']);
  });

  it('keep the hourly slots and their identifiers under the default rules', () => {
    const slots = daySlots(
      'pr_demo',
      LAGOS,
      calendarWith('2026-12-07', ['09:00', '17:00']),
      GENERAL,
      '2026-12-07',
      DEFAULT_SLOT_RULES,
    );
    expect(slots.map((s) => s.identifier)).toEqual(
      [8, 9, 10, 11, 12, 13, 14, 15].map((h) => `ts-pr_demo-general-20261207T${String(h).padStart(2, '0')}00Z`),
    );
    expect(slots.every((s) => Date.parse(s.endTime) - Date.parse(s.startTime) === 3_600_000)).toBe(true);
  });

  it('name a slot by its UTC start to the minute, read back the same way', () => {
    expect(slotIdentifier('pr_demo', GENERAL, Date.UTC(2026, 0, 6, 9))).toBe('ts-pr_demo-general-20260106T0900Z');
    expect(slotIdentifier('pr_second', 'th_family', Date.UTC(2026, 0, 6, 9, 30))).toBe(
      'ts-pr_second-th_family-20260106T0930Z',
    );
    expect(parseSlotIdentifier('ts-pr_second-th_family-20260106T0930Z')).toEqual({
      providerIdentifier: 'pr_second',
      key: 'th_family',
      startMs: Date.UTC(2026, 0, 6, 9, 30),
    });
    expect(parseSlotIdentifier('ts-pr_demo-general-20260106T0900Z')?.startMs).toBe(Date.UTC(2026, 0, 6, 9));
    expect(parseSlotIdentifier('ts-pr_demo-general-20260106T09Z')).toBeNull();
  });

  it("follow the provider's wall clock across Berlin's daylight-saving changes, each session its real length", () => {
    const hourly = DEFAULT_SLOT_RULES;
    // Last Sunday of March: 02:00 does not exist, so 00:00-06:00 holds five hours.
    expect(wallClock('2027-03-28', BERLIN, hourly, ['00:00', '06:00'])).toEqual([
      '00:00-01:00',
      '01:00-03:00',
      '03:00-04:00',
      '04:00-05:00',
      '05:00-06:00',
    ]);
    const march = daySlots(
      'pr_x',
      BERLIN,
      calendarWith('2027-03-28', ['00:00', '06:00']),
      GENERAL,
      '2027-03-28',
      hourly,
    );
    expect(new Set(march.map((s) => s.identifier)).size).toBe(5);
    expect(march.every((s) => Date.parse(s.endTime) - Date.parse(s.startTime) === 3_600_000)).toBe(true);
    // Last Sunday of October: 02:00-03:00 happens twice, so the same hours hold seven sessions.
    expect(wallClock('2026-10-25', BERLIN, hourly, ['00:00', '06:00'])).toEqual([
      '00:00-01:00',
      '01:00-02:00',
      '02:00-02:00',
      '02:00-03:00',
      '03:00-04:00',
      '04:00-05:00',
      '05:00-06:00',
    ]);
    // Daytime hours on those Sundays are the usual wall-clock times, in summer and in winter time.
    const ninety = { sessionDurationMinutes: 90, bufferMinutes: 0 };
    const spring = daySlots(
      'pr_x',
      BERLIN,
      calendarWith('2027-03-28', ['09:00', '12:00']),
      GENERAL,
      '2027-03-28',
      ninety,
    );
    expect(spring.map((s) => s.startTime)).toEqual(['2027-03-28T07:00:00.000Z', '2027-03-28T08:30:00.000Z']);
    const autumn = daySlots(
      'pr_x',
      BERLIN,
      calendarWith('2026-10-25', ['09:00', '12:00']),
      GENERAL,
      '2026-10-25',
      ninety,
    );
    expect(autumn.map((s) => s.startTime)).toEqual(['2026-10-25T08:00:00.000Z', '2026-10-25T09:30:00.000Z']);
    expect(autumn[0]?.identifier).toBe('ts-pr_x-general-20261025T0800Z');
    expect(localToUtc('2026-10-24', 9, BERLIN)).toBe(Date.UTC(2026, 9, 24, 7));
  });
});

describe('busy times', () => {
  const at = (iso: string) => Date.parse(iso);
  const booking = (
    identifier: string,
    start: string,
    end: string,
    extra: Partial<Parameters<typeof makeBooking>[0]> = {},
  ) => makeBooking({ identifier, startTime: start, endTime: end, ...extra });

  it('take a slot that any live booking of the provider overlaps, or a pending reschedule proposes', () => {
    const bookings = [
      booking('bk_a', '2026-12-07T09:00:00.000Z', '2026-12-07T09:45:00.000Z'),
      booking('bk_b', '2026-12-07T12:00:00.000Z', '2026-12-07T13:30:00.000Z', { status: 'cancelled' }),
      booking('bk_c', '2026-12-07T14:00:00.000Z', '2026-12-07T15:00:00.000Z', {
        rescheduleInfo: {
          status: 'pending',
          remainingClientReschedule: 1,
          requestedBy: 'client',
          proposedStartTime: '2026-12-07T16:00:00.000Z',
          proposedEndTime: '2026-12-07T17:30:00.000Z',
        },
      }),
    ];
    const provider = bookings[0]!.provider.identifier;
    const busy = busyTimes(bookings, provider);
    expect(busy(at('2026-12-07T08:00:00Z'), at('2026-12-07T09:00:00Z'))).toBe(false);
    expect(busy(at('2026-12-07T08:30:00Z'), at('2026-12-07T10:00:00Z'))).toBe(true);
    expect(busy(at('2026-12-07T09:30:00Z'), at('2026-12-07T11:00:00Z'))).toBe(true);
    expect(busy(at('2026-12-07T09:45:00Z'), at('2026-12-07T10:45:00Z'))).toBe(false);
    // A cancelled booking holds nothing.
    expect(busy(at('2026-12-07T12:00:00Z'), at('2026-12-07T13:00:00Z'))).toBe(false);
    expect(busy(at('2026-12-07T14:30:00Z'), at('2026-12-07T15:30:00Z'))).toBe(true);
    expect(busy(at('2026-12-07T17:00:00Z'), at('2026-12-07T18:00:00Z'))).toBe(true);
    // Another provider, or the booking being moved, holds nothing.
    expect(busyTimes(bookings, 'pr_other')(at('2026-12-07T09:00:00Z'), at('2026-12-07T10:00:00Z'))).toBe(false);
    expect(busyTimes(bookings, provider, 'bk_a')(at('2026-12-07T09:00:00Z'), at('2026-12-07T10:00:00Z'))).toBe(false);
  });
});
