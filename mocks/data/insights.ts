// The calendar buckets of a provider's insights (decision 0160): weeks from Monday and calendar months, cut at
// midnight in the provider's time zone, so that a week across a change to or from summer time is still seven local
// days and each session falls in the week its local start says.
import { TZDate, tz } from '@date-fns/tz';
import { addMonths, addWeeks, format, startOfMonth, startOfWeek } from 'date-fns';

/** A period of local days fromDate..toDate (both included) as instants: its first midnight and the one after it. */
export function periodBounds(fromDate: string, toDate: string, timeZone: string): { start: number; end: number } {
  const [fy, fm, fd] = fromDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = toDate.split('-').map(Number) as [number, number, number];
  return {
    start: new TZDate(fy, fm - 1, fd, timeZone).getTime(),
    end: new TZDate(ty, tm - 1, td + 1, timeZone).getTime(),
  };
}

/** The local Monday (YYYY-MM-DD) of the week an instant falls in. */
export const weekOf = (instant: number | string, timeZone: string) =>
  format(startOfWeek(new Date(instant), { weekStartsOn: 1, in: tz(timeZone) }), 'yyyy-MM-dd', { in: tz(timeZone) });

/** The local month (YYYY-MM) an instant falls in. */
export const monthOf = (instant: number | string, timeZone: string) =>
  format(new Date(instant), 'yyyy-MM', { in: tz(timeZone) });

/** Every week (by its local Monday) that shares a day with the period, oldest first. */
export function weeksOf(fromDate: string, toDate: string, timeZone: string): string[] {
  const { start, end } = periodBounds(fromDate, toDate, timeZone);
  const weeks: string[] = [];
  for (
    let monday = startOfWeek(new TZDate(start, timeZone), { weekStartsOn: 1 });
    monday.getTime() < end;
    monday = addWeeks(monday, 1)
  ) {
    weeks.push(format(monday, 'yyyy-MM-dd'));
  }
  return weeks;
}

/** Every calendar month that shares a day with the period, oldest first. */
export function monthsOf(fromDate: string, toDate: string, timeZone: string): string[] {
  const { start, end } = periodBounds(fromDate, toDate, timeZone);
  const months: string[] = [];
  for (let first = startOfMonth(new TZDate(start, timeZone)); first.getTime() < end; first = addMonths(first, 1)) {
    months.push(format(first, 'yyyy-MM'));
  }
  return months;
}
