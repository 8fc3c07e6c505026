// The seeded calendars: pr_demo's working week with a day off and an open Saturday; pr_second's two categories,
// closed until its sessions next month so that the client calendar moves on to that month.
import { eachDayOfInterval } from 'date-fns/eachDayOfInterval';
import { format } from 'date-fns/format';
import { nextSaturday } from 'date-fns/nextSaturday';
import { subDays } from 'date-fns/subDays';
import type { SeedClock } from '../clock';
import { ids } from '../ids';
import { defaultSetting, workWeek } from './calendars';
import { addDays, localDate, utcDay } from './dates';
import { BERLIN, LAGOS, type SeedTimes } from './seed-times';
import { GENERAL, type ProviderCalendar } from './state';

const SECOND_CATEGORIES = ['th_individual', 'th_family'];

export function seedCalendars(
  clock: SeedClock,
  { weekdayAt, nextMonthBerlin }: SeedTimes,
): Record<string, ProviderCalendar> {
  const todayLagos = localDate(clock.now.getTime(), LAGOS);
  // pr_second is fully booked for the rest of the current month, and until its sessions next month: every date up to
  // then is closed in both calendars.
  const closedDays = eachDayOfInterval({
    start: utcDay(localDate(clock.now.getTime(), BERLIN)),
    end: subDays(utcDay(localDate(nextMonthBerlin(9), BERLIN)), 1),
  }).map((day) => format(day, 'yyyy-MM-dd'));

  return {
    [ids.provider]: {
      calendarSetupType: 'GENERAL',
      weeks: { [GENERAL]: workWeek() },
      customDays: [
        {
          identifier: 'cd_demo_day_off',
          date: localDate(weekdayAt(LAGOS, 20, 12), LAGOS),
          isAvailable: false,
          categoryIdentifier: null,
          timeslotIntervals: [],
        },
        {
          identifier: 'cd_demo_saturday',
          // The first Saturday at least 15 days ahead.
          date: format(nextSaturday(utcDay(addDays(todayLagos, 14))), 'yyyy-MM-dd'),
          isAvailable: true,
          categoryIdentifier: null,
          timeslotIntervals: [{ startTime: '10:00', endTime: '13:00' }],
        },
      ],
      settings: { [GENERAL]: defaultSetting(null) },
    },
    // A listed therapist (no account, so UTC) who also works evenings and weekends: the match filters find them.
    pr_list_07: {
      calendarSetupType: 'GENERAL',
      weeks: {
        [GENERAL]: workWeek({ startTime: '12:00', endTime: '22:00' }).map((d) => ({
          ...d,
          isAvailable: true,
          timeslotIntervals: [{ startTime: '12:00', endTime: '22:00' }],
        })),
      },
      customDays: [],
      settings: { [GENERAL]: { ...defaultSetting(null), bufferMinutes: 15, minimumNoticeHours: 2 } },
    },
    [ids.secondProvider]: {
      calendarSetupType: 'BY_CATEGORY',
      weeks: Object.fromEntries(SECOND_CATEGORIES.map((c) => [c, workWeek()])),
      customDays: SECOND_CATEGORIES.flatMap((c) =>
        closedDays.map((date) => ({
          identifier: `cd_second_${c.slice(3)}_${date}`,
          date,
          isAvailable: false,
          categoryIdentifier: c,
          timeslotIntervals: [],
        })),
      ),
      settings: Object.fromEntries(SECOND_CATEGORIES.map((c) => [c, defaultSetting(c)])),
    },
  };
}
