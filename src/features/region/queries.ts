import { getGetIpTimezoneQueryOptions } from '../../../generated/api/region/get-ip-timezone';
import { getListCountriesQueryOptions } from '../../../generated/api/region/list-countries';
import { getListLanguagesQueryOptions } from '../../../generated/api/region/list-languages';

/** Where the backend places the visitor (GET /region/user-timezone); the same cache entry the settings page reads. */
export const locatedQuery = () => getGetIpTimezoneQueryOptions({ query: { staleTime: Infinity, retry: false } });

/** The operating countries (the active-country modal). */
export const operatingCountriesQuery = () =>
  getListCountriesQueryOptions(undefined, { query: { staleTime: Infinity } });

/** Every country (the country switch). */
export const allCountriesQuery = () => getListCountriesQueryOptions({ all: true }, { query: { staleTime: Infinity } });

/** The primary languages (the language switch keeps those the app has messages for). */
export const primaryLanguagesQuery = () =>
  getListLanguagesQueryOptions({ primary: true }, { query: { staleTime: Infinity } });
