// Day keys and the calendar widget: the widget works in the browser's zone, so a date is handed to it at local noon
// (never near a daylight-saving change) and read back by its calendar fields, whatever the zone.
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { setHours } from 'date-fns/setHours';

export const calendarDateOf = (date: string): Date => setHours(parseISO(date), 12);

export const dateOfCalendarDate = (date: Date): string => format(date, 'yyyy-MM-dd');

export const monthAfter = (month: string, count = 1): string =>
  format(addMonths(parseISO(`${month}-01`), count), 'yyyy-MM');
