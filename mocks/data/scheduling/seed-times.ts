// The instants the scheduling seed puts its sessions at, relative to the seed clock and in each provider's zone, so
// that "within 48 hours", "next month" and "a weekday" keep meaning the same whenever the demo is seeded.
import { tz } from '@date-fns/tz';
import { addHours } from 'date-fns/addHours';
import { addMonths } from 'date-fns/addMonths';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { isWeekend } from 'date-fns/isWeekend';
import { roundToNearestHours } from 'date-fns/roundToNearestHours';
import { startOfMonth } from 'date-fns/startOfMonth';
import { at } from '../../lib/required';
import type { SeedClock } from '../clock';
import { addDays, localDate, localHour, localToUtc, utcDay } from './dates';

export const LAGOS = 'Africa/Lagos';
export const BERLIN = 'Europe/Berlin';

export interface SeedTimes {
  /** `hour`:00 local on the first weekday at or after today + `days`, in a zone. */
  weekdayAt: (timeZone: string, days: number, hour: number) => number;
  /** The `index`th working hour (09:00-17:00 Lagos) 24 to 47 hours ahead: the "within 48 hours" sessions. */
  soonAt: (index: number) => number;
  /** `hour`:00 local, `days` before today, in a zone. */
  pastAt: (timeZone: string, days: number, hour: number) => number;
  /** `hour`:00 Berlin on a weekday of next month, at least three days ahead. */
  nextMonthBerlin: (hour: number) => number;
}

export function seedTimes(clock: SeedClock): SeedTimes {
  const now = clock.now;
  const today = (timeZone: string) => localDate(now.getTime(), timeZone);

  const weekdayAt = (timeZone: string, days: number, hour: number) => {
    let date = addDays(today(timeZone), days);
    while (isWeekend(utcDay(date))) date = addDays(date, 1);
    return localToUtc(date, hour, timeZone);
  };

  const firstWholeHour = roundToNearestHours(addHours(now, 24), { roundingMethod: 'ceil', in: tz('UTC') });
  const lastStart = addHours(now, 47).getTime();
  const soon = Array.from({ length: 24 }, (_, i) => addHours(firstWholeHour, i).getTime())
    .filter((t) => t < lastStart)
    .filter((t) => localHour(t, LAGOS) >= 9 && localHour(t, LAGOS) < 17);

  const nextMonthBerlin = (hour: number) => {
    const todayBerlin = utcDay(today(BERLIN));
    const days = differenceInCalendarDays(startOfMonth(addMonths(todayBerlin, 1)), todayBerlin);
    // At least three days ahead, so that a client's move of these sessions never needs the provider's approval.
    return weekdayAt(BERLIN, Math.max(days, 3), hour);
  };

  return {
    weekdayAt,
    soonAt: (index) => at(soon, index, 'a working hour in the next two days'),
    pastAt: (timeZone, days, hour) => localToUtc(addDays(today(timeZone), -days), hour, timeZone),
    nextMonthBerlin,
  };
}
