// The listing's match filters: which asked-for preferences a therapist meets, and their first free session from the
// availability engine (handlers/scheduling/calendar.ts `upcomingSlots`: session length, buffer, notice, bookings).
import {
  type Booking,
  type MatchedPreference,
  type MatchedPreferenceFilter,
  TherapistCatalogueFilter,
  type TherapistNextSlot,
} from '../../../generated/model';
import type { ListTherapistsQueryParams } from '../../../generated/zod/provider/provider.zod';
import { catalogues, type PreferenceList } from '../../data/catalogue';
import type { ProviderRecord } from '../../data/profiles';
import { languages, modalities, therapies } from '../../data/regions';
import { daySlotStarts, GENERAL, type ProviderCalendar } from '../../data/scheduling';
import { rulesFor } from '../../data/slots';
import type { Db } from '../../db';
import { badRequest } from '../../lib/http';
import { rangeDates, upcomingSlots } from '../scheduling/calendar';
import { peekCalendar, timeZoneOf } from '../scheduling/shared';
import { wallClock } from './wall-clock';

type Query = import('zod/mini').infer<typeof ListTherapistsQueryParams>;

const DAY = 86_400_000;
const MINUTE = 60_000;

/** The filters a request gives, in the order the reasons are listed. */
export interface MatchFilters {
  catalogue: { filter: TherapistCatalogueFilter; identifier: string }[];
  feeMin?: number;
  feeMax?: number;
  withinDays?: number;
  evenings: boolean;
  weekends: boolean;
  timeZone: string;
}

const CATALOGUE_FILTERS = Object.values(TherapistCatalogueFilter);

/** The query's filters; `evenings`/`weekends` are read as the words `true`/`false` (a coerced boolean takes any text). */
export function matchFilters(query: Query, search: URLSearchParams): MatchFilters {
  return {
    catalogue: CATALOGUE_FILTERS.flatMap((filter) => {
      const identifier = query[filter];
      return identifier ? [{ filter, identifier }] : [];
    }),
    feeMin: query.feeMin,
    feeMax: query.feeMax,
    withinDays: query.availableWithinDays,
    evenings: search.get('evenings') === 'true',
    weekends: search.get('weekends') === 'true',
    timeZone: knownZone(query.timeZone ?? 'UTC'),
  };
}

function knownZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    throw badRequest([`timeZone: ${zone} is not a known time zone`]);
  }
}

export const hasTimeFilter = (f: MatchFilters) => f.withinDays !== undefined || f.evenings || f.weekends;

/** Every filter given, by name: the ones a "nothing matches" answer may offer to drop. */
export function givenFilters(f: MatchFilters): MatchedPreferenceFilter[] {
  const given: MatchedPreferenceFilter[] = f.catalogue.map((c) => c.filter);
  if (f.feeMin !== undefined || f.feeMax !== undefined) given.push('fee');
  if (f.withinDays !== undefined) given.push('availableWithinDays');
  if (f.evenings) given.push('evenings');
  if (f.weekends) given.push('weekends');
  return given;
}

/** The filters without one of them. */
export function withoutFilter(f: MatchFilters, dropped: MatchedPreferenceFilter): MatchFilters {
  return {
    ...f,
    catalogue: f.catalogue.filter((c) => c.filter !== dropped),
    feeMin: dropped === 'fee' ? undefined : f.feeMin,
    feeMax: dropped === 'fee' ? undefined : f.feeMax,
    withinDays: dropped === 'availableWithinDays' ? undefined : f.withinDays,
    evenings: dropped === 'evenings' ? false : f.evenings,
    weekends: dropped === 'weekends' ? false : f.weekends,
  };
}

function providerHas(p: ProviderRecord, filter: TherapistCatalogueFilter): string[] {
  switch (filter) {
    case 'modality':
      return p.modalityIdentifiers;
    case 'therapy':
      return p.therapyIdentifiers;
    case 'language':
      return p.languageIdentifiers;
    case 'gender':
      return p.gender ? [p.gender] : [];
    default:
      return p.preferences?.[filter satisfies PreferenceList] ?? [];
  }
}

function catalogueItem(filter: MatchedPreferenceFilter, identifier: string): Omit<MatchedPreference, 'filter'> {
  if (filter === 'language') {
    const language = languages.find((l) => l.identifier === identifier);
    return { identifier, name: language?.name ?? null, code: language?.code ?? null };
  }
  const list =
    filter === 'modality'
      ? modalities
      : filter === 'therapy'
        ? therapies
        : (catalogues[filter as PreferenceList] ?? []);
  return { identifier, name: list.find((item) => item.identifier === identifier)?.name ?? null, code: null };
}

/** The catalogue and fee filters a therapist meets, or null when one is not met. */
export function profileMatches(p: ProviderRecord, f: MatchFilters): MatchedPreference[] | null {
  const matched: MatchedPreference[] = [];
  for (const { filter, identifier } of f.catalogue) {
    if (!providerHas(p, filter).includes(identifier)) return null;
    matched.push({ filter, ...catalogueItem(filter, identifier) });
  }
  if (f.feeMin !== undefined || f.feeMax !== undefined) {
    const fee = p.bookingFee.general.isFree ? 0 : p.bookingFee.general.fee;
    if (fee < (f.feeMin ?? 0) || fee > (f.feeMax ?? Infinity)) return null;
    matched.push({ filter: 'fee', identifier: null, name: null, code: null });
  }
  return matched;
}

/** The availability filters as reasons (asked only of therapists with a slot that meets them). */
export function timeReasons(f: MatchFilters): MatchedPreference[] {
  const reason = (filter: MatchedPreferenceFilter) => ({ filter, identifier: null, name: null, code: null });
  return [
    ...(f.withinDays !== undefined ? [reason('availableWithinDays')] : []),
    ...(f.evenings ? [reason('evenings')] : []),
    ...(f.weekends ? [reason('weekends')] : []),
  ];
}

function allowedAt(startMs: number, f: MatchFilters): boolean {
  if (!f.evenings && !f.weekends) return true;
  const { hour, weekday } = wallClock(startMs, f.timeZone);
  if (f.evenings && hour < 18) return false;
  return !f.weekends || weekday === 0 || weekday === 6;
}

/**
 * The therapist's first free slot that the availability filters allow, over each calendar the booking could use (the
 * general one, or each offered therapy's), with the therapy to book it for; null when there is none in the range.
 * `bookings` are the therapist's own (any others are passed over).
 */
export function nextFreeSlot(
  db: Db,
  p: ProviderRecord,
  f: MatchFilters,
  bookings: readonly Booking[] = db.state.bookings,
): TherapistNextSlot | null {
  const wanted = f.catalogue.find((c) => c.filter === 'therapy')?.identifier;
  const offered = wanted ? [wanted] : p.therapyIdentifiers;
  if (offered.length === 0) return null;
  const calendar = peekCalendar(db, p.identifier);
  const keys: [key: string, therapy: string][] =
    calendar.calendarSetupType === 'GENERAL'
      ? [[GENERAL, offered[0]!]]
      : offered.filter((t) => calendar.weeks[t]).map((t) => [t, t]);
  const deadline = f.withinDays === undefined ? Infinity : db.now().getTime() + f.withinDays * DAY;
  const therapist = { db, identifier: p.identifier, calendar, tz: timeZoneOf(db, p.identifier), bookings };
  const dates = bookingRange(therapist);
  let best: TherapistNextSlot | null = null;
  for (const [key, therapy] of keys) {
    const found = firstAllowed(therapist, key, therapy, dates, f, Math.min(deadline, bestStart(best)));
    if (found) best = { ...found, therapyIdentifier: therapy };
  }
  return best;
}

/** What the walk for one therapist's first slot reads again and again. */
interface Therapist {
  db: Db;
  identifier: string;
  calendar: ProviderCalendar;
  tz: string;
  bookings: readonly Booking[];
}

/**
 * The booking range's dates, the same for every therapist in one zone at one minute (a local date turns over on a
 * whole minute in every zone): walked once per zone rather than once per therapist (300 of them in the large data
 * set), and found without working out the local date, which costs as much as the walk.
 */
const rangesByZoneAndMinute = new Map<string, string[]>();
function bookingRange({ db, identifier, tz }: Therapist): string[] {
  const key = `${tz} ${Math.floor(db.now().getTime() / MINUTE)}`;
  let dates = rangesByZoneAndMinute.get(key);
  if (!dates) {
    if (rangesByZoneAndMinute.size > 100) rangesByZoneAndMinute.clear();
    dates = rangeDates(db, identifier);
    rangesByZoneAndMinute.set(key, dates);
  }
  return dates;
}

const bestStart = (slot: TherapistNextSlot | null) => (slot ? Date.parse(slot.startTime) : Infinity);

function firstAllowed(
  therapist: Therapist,
  key: string,
  therapy: string,
  dates: string[],
  f: MatchFilters,
  before: number,
): Omit<TherapistNextSlot, 'therapyIdentifier'> | null {
  const { db, identifier, calendar, tz, bookings } = therapist;
  const category = key === GENERAL ? therapy : key;
  const rules = rulesFor(calendar, key, category);
  // Whether a date has a slot start the evening and weekend filters allow, read from the starts alone: else a weekend
  // search has the engine build every weekday slot of two months, with its identifier and whether it is booked.
  const mayHaveAllowed = (date: string) =>
    (!f.evenings && !f.weekends) ||
    daySlotStarts(tz, calendar, key, date, rules).some((start) => start < before && allowedAt(start, f));
  // One date asked of the engine, then twice as many each time: most therapists have a free slot on their first
  // dates, while an evening or weekend search may walk the whole range.
  for (let i = 0, count = 1; i < dates.length; i += count, count *= 2) {
    const step = dates.slice(i, i + count).filter(mayHaveAllowed);
    if (step.length === 0) continue;
    const { days } = upcomingSlots(db, identifier, key, step, category, bookings);
    for (const { timeSlot } of days) {
      for (const slot of timeSlot) {
        const start = Date.parse(slot.startTime);
        if (start >= before) return null;
        if (!slot.isBooked && allowedAt(start, f))
          return { identifier: slot.identifier, startTime: slot.startTime, endTime: slot.endTime };
      }
    }
  }
  return null;
}
