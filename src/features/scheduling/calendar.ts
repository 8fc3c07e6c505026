// The booking calendar's rules, in the user's time zone: which days can be picked, which month to show first,
// which day to select, and how a slot reads.
import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns/addMonths';
import { compareAsc } from 'date-fns/compareAsc';
import { format } from 'date-fns/format';
import { isAfter } from 'date-fns/isAfter';
import { parseISO } from 'date-fns/parseISO';
import { setHours } from 'date-fns/setHours';
import type { AvailabilityTimeSlot, ProviderAvailabilityDay } from '../../../generated/model';
import { formatTimeRange } from '../../lib/i18n/session-time';

/** How far ahead a booking can be made. */
const BOOKING_WINDOW_MONTHS = 2;

/** 'YYYY-MM-DD' of an instant in a time zone. */
export function dayKey(instant: Date | string, timeZone: string): string {
  return format(new TZDate(new Date(instant).getTime(), timeZone), 'yyyy-MM-dd');
}

/** 'YYYY-MM' of a day key. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

function addMonth(month: string, count = 1): string {
  return format(addMonths(parseISO(month), count), 'yyyy-MM');
}

export interface BookingWindow {
  /** Today, in the user's zone: the first day that can be picked. */
  firstDay: string;
  /** The last day that can be picked: two months ahead of today. */
  lastDay: string;
}

export function bookingWindow(now: Date, timeZone: string): BookingWindow {
  const today = new TZDate(now.getTime(), timeZone);
  return {
    firstDay: format(today, 'yyyy-MM-dd'),
    lastDay: format(addMonths(today, BOOKING_WINDOW_MONTHS), 'yyyy-MM-dd'),
  };
}

/** The month after `month` still inside the window, or null when the window ends. */
export function nextMonthInWindow(month: string, window: BookingWindow): string | null {
  const next = addMonth(month);
  return next <= monthOf(window.lastDay) ? next : null;
}

/**
 * Slots regrouped by their start day in the user's zone (the server groups by the provider's), keeping only
 * future slots inside the window, sorted by start.
 */
export function slotsByDay(
  days: ProviderAvailabilityDay[],
  now: Date,
  timeZone: string,
  window: BookingWindow,
): Map<string, AvailabilityTimeSlot[]> {
  const result = new Map<string, AvailabilityTimeSlot[]>();
  const slots = days.flatMap((d) => d.timeSlot).filter((s) => isAfter(s.startTime, now));
  slots.sort((a, b) => compareAsc(a.startTime, b.startTime));
  for (const slot of slots) {
    const key = dayKey(slot.startTime, timeZone);
    if (key < window.firstDay || key > window.lastDay) continue;
    const list = result.get(key) ?? [];
    list.push(slot);
    result.set(key, list);
  }
  return result;
}

/** Past days and days without slots cannot be chosen. */
export function isSelectableDay(
  day: string,
  available: Map<string, AvailabilityTimeSlot[]>,
  window: BookingWindow,
): boolean {
  return day >= window.firstDay && day <= window.lastDay && (available.get(day)?.length ?? 0) > 0;
}

/** Today when it has slots, else the nearest future day that has. */
export function initialDay(available: Map<string, AvailabilityTimeSlot[]>, window: BookingWindow): string | undefined {
  return [...available.keys()].filter((d) => isSelectableDay(d, available, window)).sort()[0];
}

/** A day key as a Date at local noon, for the calendar widget (which works in the browser's zone). */
export function calendarDate(day: string): Date {
  return setHours(parseISO(day), 12);
}

/** The calendar widget's Date back to a day key. */
export function dayKeyOfCalendarDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** A slot's start to end: '9:00 AM - 10:00 AM' in English (12-hour), the locale's own format otherwise. */
export function formatSlotRange(
  slot: Pick<AvailabilityTimeSlot, 'startTime' | 'endTime'>,
  locale: string,
  timeZone: string,
): string {
  return formatTimeRange(locale, slot.startTime, slot.endTime, timeZone);
}
