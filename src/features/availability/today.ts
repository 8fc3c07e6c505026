import { calendarDay } from '../../lib/i18n/format';

// Today in a zone with Intl alone: the route loader needs it, and date-fns stays out of the first chunk.

/** Today's date ('YYYY-MM-DD') in the provider's zone. */
export const todayIn = (timeZone: string, now = new Date()): string => calendarDay(now, timeZone);
