import { getGetProviderBankDetailsQueryOptions } from '../../../generated/api/provider/get-provider-bank-details';
import { getGetProviderLicenseStatesQueryOptions } from '../../../generated/api/provider/get-provider-license-states';
import {
  getGetProviderProfileQueryOptions,
  getGetProviderProfileSuspenseQueryOptions,
} from '../../../generated/api/provider/get-provider-profile';
import { getGetProviderVerificationNoteQueryOptions } from '../../../generated/api/provider/get-provider-verification-note';
import { getListProviderExperienceQueryOptions } from '../../../generated/api/provider/list-provider-experience';
import { getListProviderIndemnityInsuranceQueryOptions } from '../../../generated/api/provider/list-provider-indemnity-insurance';
import { getListProviderQualificationsQueryOptions } from '../../../generated/api/provider/list-provider-qualifications';
import { toastOnFailure } from '../../lib/query-client';
import { usStatesQuery } from '../therapists';
import { getListCountriesQueryOptions } from '../../../generated/api/region/list-countries';
import { getListCountryStatesQueryOptions } from '../../../generated/api/region/list-country-states';

// The provider's verification pages' queries: route loaders start them, components read the same options. The
// pages fill in what has come and leave out what failed, so a failure is toasted.
export const providerProfileQuery = () => getGetProviderProfileQueryOptions({ query: toastOnFailure });
/** The same profile for a page that cannot show without it (its loader's `ensureRequired`): read with useSuspenseQuery. */
export const requiredProviderProfileQuery = () => getGetProviderProfileSuspenseQueryOptions();
export const qualificationsQuery = () => getListProviderQualificationsQueryOptions({ query: toastOnFailure });
export const insuranceQuery = () => getListProviderIndemnityInsuranceQueryOptions({ query: toastOnFailure });
export const experienceQuery = () => getListProviderExperienceQueryOptions({ query: toastOnFailure });
export const verificationNoteQuery = () => getGetProviderVerificationNoteQueryOptions({ query: toastOnFailure });
export const licenseStatesQuery = () => getGetProviderLicenseStatesQueryOptions({ query: toastOnFailure });
export const bankDetailsQuery = () => getGetProviderBankDetailsQueryOptions({ query: toastOnFailure });
/** Every country (the setup's and the bank's country lists); they do not change while the app runs. */
export const allCountriesQuery = () =>
  getListCountriesQueryOptions({ all: true }, { query: { ...toastOnFailure, staleTime: Infinity } });
export const countryStatesQuery = (countryId: string) =>
  getListCountryStatesQueryOptions(countryId, {
    query: { ...toastOnFailure, staleTime: Infinity, enabled: Boolean(countryId) },
  });

/** What the overview's checklist and banner need. */
export const checklistQueries = () => [
  providerProfileQuery(),
  qualificationsQuery(),
  insuranceQuery(),
  experienceQuery(),
  bankDetailsQuery(),
  licenseStatesQuery(),
  verificationNoteQuery(),
];
/** Every uploaded document (qualifications, insurance) and the profile: the credentials page, previews, the review. */
export const credentialsQueries = () => [
  providerProfileQuery(),
  qualificationsQuery(),
  insuranceQuery(),
  verificationNoteQuery(),
];

// Each verification page's loader (kept here, away from the page components, so that the route's loader stays small).
export const experienceQueries = () => [experienceQuery()];
export const feesQueries = () => [providerProfileQuery()];
export const payoutsQueries = () => [bankDetailsQuery(), providerProfileQuery(), allCountriesQuery()];
export const verificationQueries = () => [
  ...credentialsQueries(),
  allCountriesQuery(),
  licenseStatesQuery(),
  usStatesQuery(),
];
