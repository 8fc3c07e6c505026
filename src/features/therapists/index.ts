// The therapists area's public face: the listing and profile pages, and the queries their routes load.
export { TherapistListing } from './TherapistListing';
export { TherapistNotFound, TherapistPage } from './TherapistPage';
export { StarRating } from './StarRating';
export {
  listingFlagQuery,
  therapistListQuery,
  requiredTherapistProfileQuery,
  therapistReviewsQuery,
  usStatesQuery,
} from './queries';
export { therapistModals } from './modals';
export {
  CATALOGUE_FILTERS,
  FEE_BAND_NAMES,
  listParams,
  SORTS,
  WITHIN_DAYS,
  type CatalogueFilter,
} from './match-search';
