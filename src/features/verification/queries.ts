import type { QueryClient } from '@tanstack/react-query';
import {
  getGetProviderBankDetailsQueryOptions,
  getGetProviderBankDetailsSuspenseQueryOptions,
} from '../../../generated/api/provider/get-provider-bank-details';
import {
  getGetProviderLicenseStatesQueryOptions,
  getGetProviderLicenseStatesSuspenseQueryOptions,
} from '../../../generated/api/provider/get-provider-license-states';
import {
  getGetProviderProfileQueryOptions,
  getGetProviderProfileSuspenseQueryOptions,
} from '../../../generated/api/provider/get-provider-profile';
import {
  getGetProviderVerificationNoteQueryOptions,
  getGetProviderVerificationNoteSuspenseQueryOptions,
} from '../../../generated/api/provider/get-provider-verification-note';
import {
  getListProviderExperienceQueryOptions,
  getListProviderExperienceSuspenseQueryOptions,
} from '../../../generated/api/provider/list-provider-experience';
import {
  getListProviderIndemnityInsuranceQueryOptions,
  getListProviderIndemnityInsuranceSuspenseQueryOptions,
} from '../../../generated/api/provider/list-provider-indemnity-insurance';
import {
  getListProviderQualificationsQueryOptions,
  getListProviderQualificationsSuspenseQueryOptions,
} from '../../../generated/api/provider/list-provider-qualifications';
import { ensureAll, ensureRequired } from '../../lib/loader';
import { toastOnFailure } from '../../lib/query-client';
import { usStatesQuery } from '../therapists';
import {
  getListCountriesQueryOptions,
  getListCountriesSuspenseQueryOptions,
} from '../../../generated/api/region/list-countries';
import { getListCountryStatesQueryOptions } from '../../../generated/api/region/list-country-states';

// The provider's verification queries: route loaders start them, components read the same options. A page reads what
// it cannot show without through the `required…` variant (same key, read with useSuspenseQuery); the plain ones serve
// the parts that fill in what has come and leave out what failed, so their failure is toasted.
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

/** The same lists for the pages that cannot show without them (their loaders' `ensureRequired`). */
export const requiredQualificationsQuery = () => getListProviderQualificationsSuspenseQueryOptions();
export const requiredInsuranceQuery = () => getListProviderIndemnityInsuranceSuspenseQueryOptions();
export const requiredExperienceQuery = () => getListProviderExperienceSuspenseQueryOptions();
export const requiredVerificationNoteQuery = () => getGetProviderVerificationNoteSuspenseQueryOptions();
export const requiredLicenseStatesQuery = () => getGetProviderLicenseStatesSuspenseQueryOptions();
export const requiredBankDetailsQuery = () => getGetProviderBankDetailsSuspenseQueryOptions();
export const requiredAllCountriesQuery = () =>
  getListCountriesSuspenseQueryOptions({ all: true }, { query: { staleTime: Infinity } });

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
// Each verification page's loader (kept here, away from the page components, so that the route's loader stays small):
// what the page cannot show without fails the route (its error component, with Try again); the rest starts beside it.
export const loadExperiencePage = (queryClient: QueryClient) =>
  ensureRequired(queryClient, [requiredExperienceQuery()]);
export const feesQueries = () => [providerProfileQuery()];
export const loadPayoutsPage = (queryClient: QueryClient) =>
  ensureRequired(queryClient, [
    requiredBankDetailsQuery(),
    requiredProviderProfileQuery(),
    requiredAllCountriesQuery(),
  ]);
const credentialsPageQueries = () => [
  requiredQualificationsQuery(),
  requiredInsuranceQuery(),
  requiredVerificationNoteQuery(),
];
export const loadCredentialsPage = (queryClient: QueryClient) =>
  Promise.all([
    ensureRequired(queryClient, credentialsPageQueries()),
    ensureAll(queryClient, [providerProfileQuery()]),
  ]);
export const loadVerificationPage = (queryClient: QueryClient) =>
  Promise.all([
    ensureRequired(queryClient, [
      requiredProviderProfileQuery(),
      requiredAllCountriesQuery(),
      requiredVerificationNoteQuery(),
      // Saving the licence states replaces the set: the picker never starts from an empty one that failed to load.
      requiredLicenseStatesQuery(),
    ]),
    // The review modal's documents, and the USA's states the licence picker offers.
    ensureAll(queryClient, [qualificationsQuery(), insuranceQuery(), usStatesQuery()]),
  ]);
