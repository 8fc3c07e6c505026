// Calendar days of the offline backend: a date is a 'YYYY-MM-DD' string in a provider's zone, an instant is UTC
// milliseconds. Arithmetic goes through date-fns and @date-fns/tz (decision 0007); a bare date is read as a UTC day,
// so the machine's own zone (the demo worker runs in the visitor's) never shifts it.
import { TZDate, tz, tzOffset } from '@date-fns/tz';
import { addMonths } from 'date-fns/addMonths';
import { eachDayOfInterval } from 'date-fns/eachDayOfInterval';
import { endOfMonth } from 'date-fns/endOfMonth';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import type { AvailabilityWeekday } from '../../../generated/model';
import { at } from '../../lib/required';

export const WEEKDAYS: AvailabilityWeekday[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];

/** How far ahead a booking can be made (the app's calendar uses the same window). */
const BOOKING_WINDOW_MONTHS = 2;

const DAY_FORMAT = 'yyyy-MM-dd';
const dayOf = (date: Date) => format(date, DAY_FORMAT);
const minutes = (count: number) => count * 60_000;

/** A date as midnight UTC, for date-fns arithmetic whose answer must not depend on the machine's zone. */
export const utcDay = (date: string) => parseISO(date, { in: tz('UTC') });

/** The numbers of a `YYYY-MM-DD` date; a `YYYY-MM` month has day 1. */
export function dateParts(date: string): [year: number, month: number, day: number] {
  const [y, m, d = 1] = date.split('-').map(Number);
  if (y === undefined || m === undefined) throw new Error(`Expected a YYYY-MM-DD date, got ${date}`);
  return [y, m, d];
}

// Plain calendar arithmetic on UTC midnights: the listing's match filters walk every listed therapist's booking range
// through these two, and a zone-aware date per call made that walk take seconds over the large data set.
const utcMidnight = (date: string) => {
  const [y, m, d] = dateParts(date);
  return new Date(Date.UTC(y, m - 1, d));
};

export function addDays(date: string, days: number): string {
  const day = utcMidnight(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export function weekdayOf(date: string): AvailabilityWeekday {
  // getUTCDay counts from Sunday (0); WEEKDAYS from Monday.
  return at(WEEKDAYS, (utcMidnight(date).getUTCDay() + 6) % 7, `the weekday of ${date}`);
}

export function localDate(ms: number, timeZone: string): string {
  return dayOf(new TZDate(ms, timeZone));
}

export function localHour(ms: number, timeZone: string): number {
  return new TZDate(ms, timeZone).getHours();
}

/**
 * The UTC instant of `hour`:00 on a local date in a time zone. Not `new TZDate(y, m, d, hour, zone)`: that settles an
 * hour a daylight-saving change skips or repeats by the machine's own zone (the demo worker runs in the visitor's), so
 * a slot would start at different instants on different machines. Reading the zone's offset at two instants gives one
 * answer everywhere.
 */
export function localToUtc(date: string, hour: number, timeZone: string): number {
  const wallClock = utcMidnight(date).getTime() + hour * 60 * minutes(1);
  if (timeZone === 'UTC') return wallClock;
  const guess = wallClock - minutes(tzOffset(timeZone, new Date(wallClock)));
  return wallClock - minutes(tzOffset(timeZone, new Date(guess)));
}

/** The last local date of the booking range: the same day two months ahead of today (or that month's last day). */
export function windowEndDate(now: Date, timeZone: string): string {
  return dayOf(addMonths(utcDay(localDate(now.getTime(), timeZone)), BOOKING_WINDOW_MONTHS));
}

export function daysOfMonth(month: string): string[] {
  const first = utcDay(month);
  return eachDayOfInterval({ start: first, end: endOfMonth(first) }).map(dayOf);
}
