import { keepPreviousData } from '@tanstack/react-query';
import { getListMessageContactsQueryOptions } from '../../../generated/api/messages/list-message-contacts';
import { getGetFeatureFlagQueryOptions } from '../../../generated/api/provider/get-feature-flag';
import { getGetProviderProfileQueryOptions } from '../../../generated/api/provider/get-provider-profile';
import {
  getGetTherapistProfileQueryOptions,
  getGetTherapistProfileSuspenseQueryOptions,
} from '../../../generated/api/provider/get-therapist-profile';
import { getListTherapistsQueryOptions } from '../../../generated/api/provider/list-therapists';
import { getListCountryStatesByCodeQueryOptions } from '../../../generated/api/region/list-country-states-by-code';
import { getListProviderReviewsQueryOptions } from '../../../generated/api/reviews/list-provider-reviews';
import type { ListTherapistsParams, UserType } from '../../../generated/model';

// The therapist pages' queries: route loaders start them, components read the same options.

export const listingFlagQuery = () => getGetFeatureFlagQueryOptions('therapist_listing_on_homepage');

/** The listing for the URL's state and match filters (`match-search.ts` turns them into the call's parameters). */
export const therapistListQuery = (params: ListTherapistsParams) =>
  getListTherapistsQueryOptions(params, { query: { placeholderData: keepPreviousData } });

export const therapistProfileQuery = (id: string) => getGetTherapistProfileQueryOptions(id);
/** The same for the therapist's page, which cannot show without it (its loader's `ensureRequired`). */
export const requiredTherapistProfileQuery = (id: string) => getGetTherapistProfileSuspenseQueryOptions(id);

export const therapistReviewsQuery = (providerId: string, page: number) =>
  getListProviderReviewsQueryOptions(providerId, { page }, { query: { placeholderData: keepPreviousData } });

/** The USA's states (GET /region/country/code/US/states); they do not change while the app runs. */
export const usStatesQuery = () => getListCountryStatesByCodeQueryOptions('US', { query: { staleTime: Infinity } });

export const ownProviderProfileQuery = () => getGetProviderProfileQueryOptions();

export const contactsQuery = () => getListMessageContactsQueryOptions();

/** The new-booking modal: the therapist's offer (client), or the provider's own lists and clients. */
export function newBookingQueries(viewer: UserType, params: { providerId?: string }) {
  if (viewer === 'provider') return [ownProviderProfileQuery(), contactsQuery()];
  return params.providerId ? [therapistProfileQuery(params.providerId)] : [];
}
