import { getGetCalendarSubscriptionQueryOptions } from '../../../generated/api/calendar/get-calendar-subscription';
import { getGetIpTimezoneQueryOptions } from '../../../generated/api/region/get-ip-timezone';
import { getListCountriesQueryOptions } from '../../../generated/api/region/list-countries';
import {
  getGetUserInfoQueryOptions,
  getGetUserInfoSuspenseQueryOptions,
} from '../../../generated/api/user/get-user-info';

// The account pages' queries: route loaders start them, components read the same options.

/** The operating countries (GET /region/country), for the provider sign-up; they do not change while the app runs. */
export const countriesQuery = () => getListCountriesQueryOptions(undefined, { query: { staleTime: Infinity } });

/** The signed-in account (e-mail, isSocial). */
export const userInfoQuery = () => getGetUserInfoQueryOptions();
/** The same for the settings page, which cannot show without it (its loader's `ensureRequired`). */
export const requiredUserInfoQuery = () => getGetUserInfoSuspenseQueryOptions();

/** The zone the caller's location suggests (GET /region/user-timezone); a failure only hides the suggestion. */
export const ipTimeZoneQuery = () =>
  getGetIpTimezoneQueryOptions({ query: { staleTime: Infinity, retry: false, meta: { errorToast: false } } });

/** The signed-in user's calendar subscription link (null while off). */
export const calendarSubscriptionQuery = () => getGetCalendarSubscriptionQueryOptions();
