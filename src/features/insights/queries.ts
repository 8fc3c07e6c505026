import { getGetProviderInsightsQueryOptions } from '../../../generated/api/insights/get-provider-insights';
import { calendarDay } from '../../lib/i18n/format';
import { browserTimeZone } from '../../lib/time-zone';
import { periodRange, type DayRange, type PeriodSearch } from './period';

export const insightsQuery = (range: DayRange) => getGetProviderInsightsQueryOptions(range);

/** Today as a day in this browser's zone: the periods end with it. */
export const today = () => calendarDay(Date.now(), browserTimeZone());

/** Everything `/insights/` shows, for its route's loader: nothing while a custom period is not a period yet. */
export function insightsQueries(search: PeriodSearch, day = today()) {
  const range = periodRange(search, day);
  return range ? [insightsQuery(range)] : [];
}
