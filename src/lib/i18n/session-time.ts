import type { IntlShape } from 'react-intl';
import { dateTimeFormat, formatTimeOfDay, plainSpaces } from './format';

/** Start to end, e.g. '9:00 AM - 10:00 AM' in English (12-hour) and '09:00 - 10:00' in German, in the given zone. */
export function formatTimeRange(locale: string, start: string, end: string, timeZone: string): string {
  return `${formatTimeOfDay(locale, start, timeZone)} - ${formatTimeOfDay(locale, end, timeZone)}`;
}

/** The zone's name as the user reads it at that instant, e.g. 'GMT+1' (or 'GMT+2' in Berlin's summer). */
export function timeZoneLabel(locale: string, timeZone: string, at: string): string {
  const parts = dateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(new Date(at));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** A zone as the user reads it, e.g. 'Africa/Lagos (GMT+1)' at that instant. */
export function formatZoneName(locale: string, timeZone: string, at: string): string {
  return `${timeZone.replace(/_/g, ' ')} (${timeZoneLabel(locale, timeZone, at)})`;
}

/** A session's day, e.g. 'Tue, Nov 24, 2026' / 'Di., 24. Nov. 2026', in the given zone. */
export function formatSessionDay(intl: Pick<IntlShape, 'formatDate'>, start: string, timeZone: string): string {
  return plainSpaces(
    intl.formatDate(start, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone }),
  );
}

/** A session's time with its zone named, e.g. '9:00 AM - 10:00 AM GMT+1'. */
export function formatSessionTime(locale: string, start: string, end: string, timeZone: string): string {
  return `${formatTimeRange(locale, start, end, timeZone)} ${timeZoneLabel(locale, timeZone, start)}`;
}
