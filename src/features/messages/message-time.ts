import type { IntlShape } from 'react-intl';
import { timeOfDayFormat } from '../../lib/i18n/format';

// ICU puts narrow no-break spaces around AM/PM; the product's labels use plain spaces (as session times do).
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** A message's time in the user's zone: '3:05 PM' in English (12-hour), '15:05' in German (decision 0007). */
export function formatMessageTime(locale: string, at: string, timeZone: string): string {
  return plainSpaces(timeOfDayFormat(locale, timeZone).format(new Date(at)));
}

/** A day heading's date, e.g. 'Monday, 23 November 2026'; `day` is a `yyyy-MM-dd` calendar day. */
export function formatDay(intl: Pick<IntlShape, 'formatDate'>, day: string): string {
  return intl.formatDate(`${day}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** When a chat's last message was: its time today, else its short date. */
export function formatListTime(intl: Pick<IntlShape, 'formatDate' | 'locale'>, at: string, timeZone: string, today: string, atDay: string): string {
  return atDay === today ? formatMessageTime(intl.locale, at, timeZone) : intl.formatDate(at, { day: 'numeric', month: 'short', timeZone });
}
