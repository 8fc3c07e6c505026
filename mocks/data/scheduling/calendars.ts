// A provider's calendar read for one date: the custom day or the recurring week, the hours it opens and the slots the
// booking rules cut from them (mocks/data/slots.ts, decision 0040); and the shapes a new calendar starts from.
import type {
  AvailabilitySetting,
  AvailabilityTimeInterval,
  AvailabilityTimeSlot,
  CustomAvailabilityDay,
  WeekdayAvailability,
} from '../../../generated/model';
import { intervalSlots, slotStarts, type SlotRules } from '../slots';
import { localToUtc, WEEKDAYS, weekdayOf } from './dates';
import { GENERAL, type ProviderCalendar } from './state';

const hourOf = (hhmm: string) => Number(hhmm.slice(0, 2));

export function weekFor(calendar: ProviderCalendar, key: string): WeekdayAvailability[] {
  return calendar.weeks[key] ?? calendar.weeks[GENERAL] ?? emptyWeek();
}

export function customDayFor(calendar: ProviderCalendar, key: string, date: string): CustomAvailabilityDay | undefined {
  const category = key === GENERAL ? null : key;
  return calendar.customDays.find((c) => c.date === date && c.categoryIdentifier === category);
}

/** A date's availability: its custom day when there is one, else the recurring week. */
export function dayAvailability(calendar: ProviderCalendar, key: string, date: string) {
  const custom = customDayFor(calendar, key, date);
  if (custom)
    return { custom, isAvailable: custom.isAvailable, intervals: custom.isAvailable ? custom.timeslotIntervals : [] };
  const day = weekFor(calendar, key).find((w) => w.weekday === weekdayOf(date));
  return {
    custom: undefined,
    isAvailable: !!day?.isAvailable,
    intervals: day?.isAvailable ? day.timeslotIntervals : [],
  };
}

/** Every slot the calendar generates on a date under the booking rules, booked or not. */
export function daySlots(
  providerIdentifier: string,
  tz: string,
  calendar: ProviderCalendar,
  key: string,
  date: string,
  rules: SlotRules,
): AvailabilityTimeSlot[] {
  return dayHours(tz, calendar, key, date).flatMap(([from, to]) =>
    intervalSlots(providerIdentifier, key, from, to, rules),
  );
}

/** The starts of `daySlots`, without the slots (a search that only asks when they are). */
export function daySlotStarts(
  tz: string,
  calendar: ProviderCalendar,
  key: string,
  date: string,
  rules: SlotRules,
): number[] {
  return dayHours(tz, calendar, key, date).flatMap(([from, to]) => slotStarts(from, to, rules));
}

/** A date's hours as UTC spans [from, to). */
export function dayHours(
  tz: string,
  calendar: ProviderCalendar,
  key: string,
  date: string,
): [from: number, to: number][] {
  return dayAvailability(calendar, key, date).intervals.map((i) => [
    localToUtc(date, hourOf(i.startTime), tz),
    localToUtc(date, hourOf(i.endTime), tz),
  ]);
}

export function emptyWeek(): WeekdayAvailability[] {
  return WEEKDAYS.map((weekday) => ({ weekday, isAvailable: false, timeslotIntervals: [] }));
}

export function workWeek(
  interval: AvailabilityTimeInterval = { startTime: '09:00', endTime: '17:00' },
): WeekdayAvailability[] {
  return WEEKDAYS.map((weekday) => {
    const open = weekday !== 'SATURDAY' && weekday !== 'SUNDAY';
    return { weekday, isAvailable: open, timeslotIntervals: open ? [{ ...interval }] : [] };
  });
}

export const defaultSetting = (categoryIdentifier: string | null): AvailabilitySetting => ({
  categoryIdentifier,
  sessionDurationMinutes: 60,
  bufferMinutes: 0,
  minimumNoticeHours: 0,
});
