import { getGetCalendarSubscriptionQueryOptions } from '../../../generated/api/calendar/get-calendar-subscription';
import { getGetIpTimezoneQueryOptions } from '../../../generated/api/region/get-ip-timezone';
import { getListCountriesQueryOptions } from '../../../generated/api/region/list-countries';
import {
  getGetUserInfoQueryOptions,
  getGetUserInfoSuspenseQueryOptions,
} from '../../../generated/api/user/get-user-info';
import { toastOnFailure } from '../../lib/query-client';

// The account pages' queries: route loaders start them, components read the same options.

/**
 * The operating countries (GET /region/country), for the provider sign-up; they do not change while the app runs. The
 * form stays usable without them, so a failure is toasted.
 */
export const countriesQuery = () =>
  getListCountriesQueryOptions(undefined, { query: { ...toastOnFailure, staleTime: Infinity } });

/** The signed-in account (e-mail, isSocial); the e-mail modal works without it, so a failure is toasted. */
export const userInfoQuery = () => getGetUserInfoQueryOptions({ query: toastOnFailure });
/** The same for the settings page, which cannot show without it (its loader's `ensureRequired`). */
export const requiredUserInfoQuery = () => getGetUserInfoSuspenseQueryOptions();

/** The zone the caller's location suggests (GET /region/user-timezone); a failure only hides the suggestion. */
export const ipTimeZoneQuery = () => getGetIpTimezoneQueryOptions({ query: { staleTime: Infinity, retry: false } });

/** The signed-in user's calendar subscription link (null while off); the section shows no failure, the toast does. */
export const calendarSubscriptionQuery = () => getGetCalendarSubscriptionQueryOptions({ query: toastOnFailure });
