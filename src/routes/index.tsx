import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LandingPage } from '../features/landing/LandingPage';
import {
  CATALOGUE_FILTERS,
  type CatalogueFilter,
  FEE_BAND_NAMES,
  listingFlagQuery,
  listParams,
  SORTS,
  TherapistListing,
  therapistListQuery,
  usStatesQuery,
  WITHIN_DAYS,
} from '../features/therapists';
import { startAll } from '../lib/loader';
import { flag, identifier, oneOf, oneOfNumbers } from '../lib/search-fields';
import { usableTimeZone, userTimeZoneQuery } from '../lib/time-zone';

// The listing's match filters (`features/therapists/match-search.ts`); the state picker's `state` is the root's.
const catalogueFields = Object.fromEntries(CATALOGUE_FILTERS.map((filter) => [filter, identifier])) as Record<
  CatalogueFilter,
  typeof identifier
>;
const homeSearch = z.object({
  ...catalogueFields,
  fee: oneOf(FEE_BAND_NAMES),
  within: oneOfNumbers(WITHIN_DAYS),
  evenings: flag,
  weekends: flag,
  sort: oneOf(SORTS),
});

export const Route = createFileRoute('/')({
  validateSearch: homeSearch,
  loaderDeps: ({ search }) => ({ search }),
  // The listing and the flag that shows it start together (a listing not shown is the price of one round); the page
  // does not wait for them: the landing content needs no data and the listing has its own loading state.
  loader: ({ context, deps }) => {
    const saved = context.queryClient.getQueryData(userTimeZoneQuery().queryKey)?.timezone;
    return startAll(context.queryClient, [
      listingFlagQuery(),
      therapistListQuery(listParams(deps.search, usableTimeZone(saved), 1)),
      deps.search.state && usStatesQuery(),
    ]);
  },
  component: Home,
});

function Home() {
  const search = Route.useSearch();
  return <LandingPage listing={<TherapistListing search={search} />} />;
}
