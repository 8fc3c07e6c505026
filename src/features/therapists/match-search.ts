import type { ListTherapistsParams, MatchedPreferenceFilter } from '../../../generated/model';
import { TherapistCatalogueFilter } from '../../../generated/model/therapistCatalogueFilter';

// The listing's match filters as the home page's URL holds them (`?language=lg_de&within=7&evenings=true`), and the
// list call's parameters they become. The route's `validateSearch` makes them of lenient fields, so a value that does
// not parse is dropped, never an error page.

/** The filters that name a catalogue item, by their URL (and list-call) name: the contract's list of them. */
export type CatalogueFilter = TherapistCatalogueFilter;
export const CATALOGUE_FILTERS: readonly CatalogueFilter[] = Object.values(TherapistCatalogueFilter);

/** Fee ranges in whole units of the therapist's own currency: [lowest, highest]. */
const FEE_BANDS = {
  free: [0, 0],
  upTo50: [0, 50],
  from50to100: [50, 100],
  from100to150: [100, 150],
  from150: [150, undefined],
} as const satisfies Record<string, readonly [number, number | undefined]>;
export type FeeBand = keyof typeof FEE_BANDS;
export const FEE_BAND_NAMES = Object.keys(FEE_BANDS) as FeeBand[];

export const WITHIN_DAYS = [3, 7, 14] as const;
export const SORTS = ['match', 'soonest'] as const;

export type MatchSearch = Partial<Record<CatalogueFilter, string>> & {
  state?: string;
  fee?: FeeBand;
  within?: (typeof WITHIN_DAYS)[number];
  evenings?: true;
  weekends?: true;
  sort?: (typeof SORTS)[number];
};

/** The URL's keys a filter of the answer (a reason, a relaxation) stands for. */
export function searchKeyOf(filter: MatchedPreferenceFilter): keyof MatchSearch {
  if (filter === 'availableWithinDays') return 'within';
  return filter;
}

const hasTimeFilter = (s: MatchSearch) => s.within !== undefined || !!s.evenings || !!s.weekends;

/** How many filters are set (the state picker's state is not one: it has its own banner). */
export const filterCount = (s: MatchSearch) =>
  CATALOGUE_FILTERS.filter((f) => s[f]).length + [s.fee, s.within, s.evenings, s.weekends].filter(Boolean).length;

/**
 * The list call's parameters. The zone goes along only with an availability filter, so a plain listing's call (and
 * its saved answer) does not depend on where the visitor is.
 */
export function listParams(s: MatchSearch, timeZone: string, page: number): ListTherapistsParams {
  const [feeMin, feeMax] = s.fee ? FEE_BANDS[s.fee] : [undefined, undefined];
  const params: ListTherapistsParams = {
    state: s.state,
    page,
    ...Object.fromEntries(CATALOGUE_FILTERS.map((f) => [f, s[f]])),
    feeMin: feeMin === undefined || feeMin === 0 ? undefined : feeMin * 100,
    feeMax: feeMax === undefined ? undefined : feeMax * 100,
    availableWithinDays: s.within,
    evenings: s.evenings,
    weekends: s.weekends,
    timeZone: hasTimeFilter(s) ? timeZone : undefined,
    sort: s.sort,
  };
  // Undefined keys would still be part of the query key: two equal searches must share one cached answer.
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));
}
