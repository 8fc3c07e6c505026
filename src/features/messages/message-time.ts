import type { IntlShape } from 'react-intl';
import { formatTimeOfDay } from '../../lib/i18n/format';

/** A message's time in the user's zone: '3:05 PM' in English (12-hour), '15:05' in German (decision 0007). */
export function formatMessageTime(locale: string, at: string, timeZone: string): string {
  return formatTimeOfDay(locale, at, timeZone);
}

/** A day heading's date, e.g. 'Monday, 23 November 2026'; `day` is a `yyyy-MM-dd` calendar day. */
export function formatDay(intl: Pick<IntlShape, 'formatDate'>, day: string): string {
  return intl.formatDate(`${day}T12:00:00Z`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** When a chat's last message was: its time today, else its short date. */
export function formatListTime(
  intl: Pick<IntlShape, 'formatDate' | 'locale'>,
  at: string,
  timeZone: string,
  today: string,
  atDay: string,
): string {
  return atDay === today
    ? formatMessageTime(intl.locale, at, timeZone)
    : intl.formatDate(at, { day: 'numeric', month: 'short', timeZone });
}
