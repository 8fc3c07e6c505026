import type { QueryClient } from '@tanstack/react-query';
import { getGetAvailabilitySettingQueryOptions } from '../../../generated/api/availability/get-availability-setting';
import { getGetCalendarSettingsSuspenseQueryOptions } from '../../../generated/api/availability/get-calendar-settings';
import { getGetDefaultAvailabilityDaysQueryOptions } from '../../../generated/api/availability/get-default-availability-days';
import { getGetProviderCalendarMonthQueryOptions } from '../../../generated/api/availability/get-provider-calendar-month';
import { getListCustomAvailabilityDaysQueryOptions } from '../../../generated/api/availability/list-custom-availability-days';
import { getListProviderTimeslotsQueryOptions } from '../../../generated/api/availability/list-provider-timeslots';
import {
  getGetProviderProfileQueryOptions,
  getGetProviderProfileSuspenseQueryOptions,
} from '../../../generated/api/provider/get-provider-profile';
import type { ProviderProfile } from '../../../generated/model';
import { usableTimeZone, userTimeZoneQuery } from '../../lib/time-zone';
import { todayIn } from './today';

// The availability page's queries: the route loader starts them in one round, components read the same options.
// Every per-calendar call is asked with the chosen category: for a GENERAL calendar the server ignores it (the
// contract), so the keys need not know the type.

/** The provider's own profile: its therapy categories are the calendars and the booking-rule sets. */
export const ownProfileQuery = () => getGetProviderProfileQueryOptions();

/** The calendar setup and the categories: the page cannot show without them (its loader's `ensureRequired`). */
export const requiredCalendarSettingsQuery = () => getGetCalendarSettingsSuspenseQueryOptions();
export const requiredOwnProfileQuery = () => getGetProviderProfileSuspenseQueryOptions();
export const availabilityPageQueries = () => [requiredCalendarSettingsQuery(), requiredOwnProfileQuery()];

export const weekQuery = (category: string) => getGetDefaultAvailabilityDaysQueryOptions({ category });

export const customDaysQuery = (category: string) => getListCustomAvailabilityDaysQueryOptions({ category });

export const bookingRulesQuery = (category: string) => getGetAvailabilitySettingQueryOptions({ category });

export const calendarMonthQuery = (month: string, category: string) =>
  getGetProviderCalendarMonthQueryOptions(month, { category });

/** "What clients see": the provider's own upcoming slots of the category, booked ones marked (decision 0040). */
export const previewQuery = (providerId: string, category: string) =>
  getListProviderTimeslotsQueryOptions(providerId, { category });

/** The category the page edits: the URL's when the provider offers it, else the provider's first. */
export function chosenCategory(
  profile: Pick<ProviderProfile, 'therapy'> | undefined,
  wanted: string | undefined,
): string | undefined {
  const offered = profile?.therapy ?? [];
  return offered.find((t) => t.identifier === wanted)?.identifier ?? offered[0]?.identifier;
}

/** The rest of what `/availability/` shows for a category and month; the preview once the provider is known. */
export function availabilityQueries(category: string | undefined, month: string, providerId?: string) {
  const base = [userTimeZoneQuery()];
  if (!category) return base;
  const preview = providerId ? [previewQuery(providerId, category)] : [];
  return [
    ...base,
    weekQuery(category),
    customDaysQuery(category),
    bookingRulesQuery(category),
    calendarMonthQuery(month, category),
    ...preview,
  ];
}

/** This month in the provider's zone (the saved one when it is loaded and known, else the browser's). */
export function currentMonth(queryClient: QueryClient): string {
  const zone = usableTimeZone(queryClient.getQueryData(userTimeZoneQuery().queryKey)?.timezone);
  return todayIn(zone).slice(0, 7);
}
