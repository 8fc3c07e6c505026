// The interval editor's rules (bookings spec §4 "Provider calendar"), as pure functions on wall-clock hours
// ('HH:00', 00:00 to 24:00) in the provider's own zone. The page and both modals use these and nothing else.
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { eachDayOfInterval } from 'date-fns/eachDayOfInterval';
import { endOfMonth } from 'date-fns/endOfMonth';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import type { AvailabilityTimeInterval } from '../../../generated/model';

export type Interval = AvailabilityTimeInterval;

/** A day in the editor: available or not, with its intervals (kept while unavailable, hidden and not sent). */
export interface EditableDay {
  isAvailable: boolean;
  timeslotIntervals: Interval[];
}

/** "Ticking a date as available with no slots adds a default slot of 09:00 to 18:00." */
export const DEFAULT_INTERVAL: Interval = { startTime: '09:00', endTime: '18:00' };
export const LAST_HOUR = 24;

export const hourOf = (time: string): number => Number(time.slice(0, 2));
export const timeOf = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** "The time-slot dropdown steps hourly": starts 00:00 to 23:00, ends 01:00 to 24:00. */
export const START_HOURS = Array.from({ length: 24 }, (_, h) => h);
export const END_HOURS = Array.from({ length: 24 }, (_, h) => h + 1);

/**
 * "A date is available or marked unavailable. Marking unavailable hides its slots": the intervals stay, so ticking
 * available again brings them back (until saved). Ticking available with none adds 09:00 to 18:00.
 */
export function setAvailable<D extends EditableDay>(day: D, isAvailable: boolean): D {
  if (isAvailable && day.timeslotIntervals.length === 0)
    return { ...day, isAvailable, timeslotIntervals: [{ ...DEFAULT_INTERVAL }] };
  return { ...day, isAvailable };
}

/** The intervals shown (and sent): none while the day is unavailable. */
export const visibleIntervals = (day: EditableDay): Interval[] => (day.isAvailable ? day.timeslotIntervals : []);

/**
 * "A new slot starts at the previous slot's end": its start is the last interval's end, its end one hour later (at
 * most 24:00). The first one is the default 09:00 to 18:00. Null when the last interval already ends at 24:00.
 */
export function nextInterval(intervals: Interval[]): Interval | null {
  const last = intervals.at(-1);
  if (!last) return { ...DEFAULT_INTERVAL };
  const start = hourOf(last.endTime);
  if (start >= LAST_HOUR) return null;
  return { startTime: timeOf(start), endTime: timeOf(Math.min(start + 1, LAST_HOUR)) };
}

export const addInterval = (intervals: Interval[]): Interval[] => {
  const next = nextInterval(intervals);
  return next ? [...intervals, next] : intervals;
};

export type IntervalProblem = 'endNotAfterStart' | 'overlap';

/** What is wrong with each interval (null when nothing): an end at or before its start, or an overlap with another. */
export function intervalProblems(intervals: Interval[]): (IntervalProblem | null)[] {
  return intervals.map((interval, i) => {
    const start = hourOf(interval.startTime);
    const end = hourOf(interval.endTime);
    if (end <= start) return 'endNotAfterStart';
    const overlaps = intervals.some(
      (other, j) =>
        j !== i &&
        hourOf(other.endTime) > hourOf(other.startTime) &&
        start < hourOf(other.endTime) &&
        hourOf(other.startTime) < end,
    );
    return overlaps ? 'overlap' : null;
  });
}

/**
 * The backend's 400 on an interval ('days.2.timeslotIntervals: 10:00-09:00 must end after it starts'), placed on the
 * interval it names: `${prefix}|${start}-${end}` → message. `prefix` is the part before the colon.
 */
export function serverIntervalErrors(errors: readonly unknown[] | undefined): Map<string, string> {
  const result = new Map<string, string>();
  for (const error of errors ?? []) {
    if (typeof error !== 'string') continue;
    const match = /^([\w.]+): (\d{2}:00)-(\d{2}:00) (.+)$/.exec(error);
    if (match) result.set(`${match[1]}|${match[2]}-${match[3]}`, `${match[2]}-${match[3]} ${match[4]}`);
  }
  return result;
}

/** The hourly slot starts an interval gives on a date in a zone (what the client is offered), as instants. */
export function hourlyStarts(date: string, interval: Interval, timeZone: string): string[] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const starts: string[] = [];
  for (let h = hourOf(interval.startTime); h < hourOf(interval.endTime); h++) {
    // A wall-clock hour that does not exist (the spring-forward gap) is skipped; a repeated one counts once.
    const instant = new TZDate(y, m - 1, d, h, 0, 0, timeZone);
    if (instant.getHours() !== h || format(instant, 'yyyy-MM-dd') !== date) continue;
    const iso = new Date(instant.getTime()).toISOString();
    if (!starts.includes(iso)) starts.push(iso);
  }
  return starts;
}

/** Every date of a month ('YYYY-MM') as 'YYYY-MM-DD', independent of any zone. */
export function datesOfMonth(month: string): string[] {
  const first = parseISO(`${month}-01`);
  return eachDayOfInterval({ start: first, end: endOfMonth(first) }).map((d) => format(d, 'yyyy-MM-dd'));
}

export { todayIn } from './today';

export const nextDate = (date: string, days = 1): string => format(addDays(parseISO(date), days), 'yyyy-MM-dd');
