// The listing's matches: who meets every filter (catalogue, fee, then availability from the engine), in which order,
// and, when nobody does, how many each filter's loss would bring back.
import type {
  Booking,
  MatchedPreference,
  TherapistNextSlot,
  TherapistRelaxation,
  TherapistSort,
} from '../../../generated/model';
import type { ProviderRecord } from '../../data/profiles';
import type { Db } from '../../db';
import {
  givenFilters,
  hasTimeFilter,
  nextFreeSlot,
  profileMatches,
  timeReasons,
  withoutFilter,
  type MatchFilters,
} from './therapist-match';

export interface TherapistMatch {
  provider: ProviderRecord;
  matched: MatchedPreference[];
  slot: TherapistNextSlot | null;
}

/** The therapists meeting every filter, in the listing's order, each with its reasons and first free slot. */
export function matchingTherapists(db: Db, providers: ProviderRecord[], filters: MatchFilters): TherapistMatch[] {
  const timed = hasTimeFilter(filters);
  const bookings = bookingsByProvider(db);
  return providers.flatMap((provider) => {
    const matched = profileMatches(provider, filters);
    if (!matched) return [];
    const slot = nextFreeSlot(db, provider, filters, bookings.get(provider.identifier) ?? []);
    if (timed && !slot) return [];
    return [{ provider, matched: timed ? [...matched, ...timeReasons(filters)] : matched, slot }];
  });
}

/** Every booking by its provider, in one pass: the slot search reads only the therapist's own. */
function bookingsByProvider(db: Db): Map<string, Booking[]> {
  const byProvider = new Map<string, Booking[]>();
  for (const booking of db.state.bookings) {
    const own = byProvider.get(booking.provider.identifier);
    if (own) own.push(booking);
    else byProvider.set(booking.provider.identifier, [booking]);
  }
  return byProvider;
}

const startOf = (m: TherapistMatch) => (m.slot ? Date.parse(m.slot.startTime) : Infinity);

/** `match`: most reasons, then soonest slot; `soonest`: soonest slot. No slot comes last; ties keep their order. */
export function sortMatches(matches: TherapistMatch[], sort: TherapistSort): TherapistMatch[] {
  return matches
    .map((m, i) => ({ m, i }))
    .sort(
      (a, b) =>
        (sort === 'match' ? b.m.matched.length - a.m.matched.length : 0) || startOf(a.m) - startOf(b.m) || a.i - b.i,
    )
    .map(({ m }) => m);
}

/** For each filter given, how many therapists match without it; the largest first (ties keep the filters' order). */
export function relaxations(db: Db, providers: ProviderRecord[], filters: MatchFilters): TherapistRelaxation[] {
  return givenFilters(filters)
    .map((filter) => ({ filter, totalItems: matchingTherapists(db, providers, withoutFilter(filters, filter)).length }))
    .sort((a, b) => b.totalItems - a.totalItems);
}
