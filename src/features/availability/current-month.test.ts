import { QueryClient } from '@tanstack/react-query';
import { browserTimeZone, userTimeZoneQuery } from '../../lib/time-zone';
import { currentMonth } from './queries';
import { todayIn } from './today';

// The availability page and its date modal open on this month in the provider's zone, read from the query cache.
describe('currentMonth', () => {
  it('uses the saved zone when the browser knows it', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userTimeZoneQuery().queryKey, { timezone: 'Pacific/Kiritimati' });
    expect(currentMonth(queryClient)).toBe(todayIn('Pacific/Kiritimati').slice(0, 7));
  });

  it('falls back to the browser’s zone for a saved name that is no zone (it threw a RangeError)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userTimeZoneQuery().queryKey, { timezone: 'duJROTrsqjR/qQ44FO' });
    expect(currentMonth(queryClient)).toBe(todayIn(browserTimeZone()).slice(0, 7));
  });
});
