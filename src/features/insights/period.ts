import { addDays, differenceInCalendarDays, format, parseISO, subMonths } from 'date-fns';
import { DEFAULT_PERIOD, type Period } from './period-choices';

/** The longest custom period the backend answers (its 400 beyond). */
const MAX_PERIOD_DAYS = 400;

export interface PeriodSearch {
  period?: Period;
  from?: string;
  to?: string;
}

export interface DayRange {
  fromDate: string;
  toDate: string;
}

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * The days a period covers, up to and including `today` (YYYY-MM-DD): the last 28 days, or the days since the same
 * day 3 or 12 months ago. A custom period is its own days when they make one of at most 400 days; else null (the
 * picker then says why, and nothing is asked).
 */
export function periodRange(search: PeriodSearch, today: string): DayRange | null {
  const end = parseISO(today);
  switch (search.period ?? DEFAULT_PERIOD) {
    case 'last-4-weeks':
      return { fromDate: day(addDays(end, -27)), toDate: today };
    case 'last-3-months':
      return { fromDate: day(addDays(subMonths(end, 3), 1)), toDate: today };
    case 'last-12-months':
      return { fromDate: day(addDays(subMonths(end, 12), 1)), toDate: today };
    case 'custom':
      return customRangeProblem(search) === null ? { fromDate: search.from!, toDate: search.to! } : null;
  }
}

/** What is wrong with a custom period's days, or null when they make a period. */
export function customRangeProblem({ from, to }: PeriodSearch): 'missing' | 'order' | 'tooLong' | null {
  if (!from || !to) return 'missing';
  if (from > to) return 'order';
  if (differenceInCalendarDays(parseISO(to), parseISO(from)) + 1 > MAX_PERIOD_DAYS) return 'tooLong';
  return null;
}
