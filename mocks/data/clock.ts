// Seeds are laid out relative to "now" so that the 48-hour rules and the calendar always have something to show.
// The arithmetic goes through date-fns in UTC (decision 0007), so the machine's zone (the demo worker runs in the
// visitor's) never moves a seeded time.
import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { addHours } from 'date-fns/addHours';
import { startOfDay } from 'date-fns/startOfDay';
import { subDays } from 'date-fns/subDays';

export interface SeedClock {
  now: Date;
  /** now + hours, as an ISO string. */
  hoursFromNow(hours: number): string;
  /** now − days (whole days of 24 hours in UTC), as an ISO string. */
  daysAgo(days: number): string;
  /** The start of a whole hour, `days` from today at `hour` o'clock UTC. */
  dayAt(days: number, hour: number): Date;
}

const utc = tz('UTC');
/** A plain Date of the same instant: a TZDate's ISO string would carry "+00:00" instead of "Z". */
const plain = (date: Date) => new Date(date.getTime());

export function seedClock(now: Date): SeedClock {
  return {
    now,
    hoursFromNow: (hours) => addHours(now, hours).toISOString(),
    daysAgo: (days) => plain(subDays(now, days, { in: utc })).toISOString(),
    dayAt: (days, hour) => plain(addHours(addDays(startOfDay(now, { in: utc }), days), hour)),
  };
}
