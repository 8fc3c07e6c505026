// The public therapist pages (listing and profile) and the feature flags.
import type { TherapistProfile, TherapistSummary } from '../../../generated/model';
import {
  GetFeatureFlagParams,
  GetTherapistProfileParams,
  ListTherapistsQueryParams,
} from '../../../generated/zod/provider/provider.zod';
import { averageRating, type ReviewRecord } from '../../data/content';
import type { ProviderRecord } from '../../data/profiles';
import { findCountry, findState, languages, modalities, specialities, states, therapies } from '../../data/regions';
import type { Db } from '../../db';
import { notFound, paginate, queryParams, type Router } from '../../lib/http';
import { named, pathParams, preferencesView } from './shared';
import { matchingTherapists, relaxations, sortMatches } from './therapist-listing';
import { givenFilters, matchFilters } from './therapist-match';

const THERAPISTS_PAGE_SIZE = 6;

/** Rating and count from the reviews slice when the provider has reviews there, else the profile's seeded figures. */
function ratingOf(p: ProviderRecord, reviews: ReviewRecord[]): { averageRating: number | null; reviewCount: number } {
  const own = reviews.filter((r) => r.providerIdentifier === p.identifier);
  if (own.length === 0) return { averageRating: p.averageRating, reviewCount: p.reviewCount };
  return { averageRating: averageRating(own), reviewCount: own.length };
}

type SummaryFields = Omit<TherapistSummary, 'nextAvailableAt' | 'nextAvailableSlot' | 'matchedPreferences'>;

function therapistSummary(p: ProviderRecord, reviews: ReviewRecord[]): SummaryFields {
  const country = findCountry(p.countryIdentifier)!;
  const state = findState(p.stateIdentifier);
  return {
    identifier: p.identifier,
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    title: p.title ?? '',
    headline: p.headline,
    photoUrl: p.photo,
    therapies: named(therapies, p.therapyIdentifiers),
    modalities: named(modalities, p.modalityIdentifiers),
    fee: { ...p.bookingFee.general, currencyCode: p.bookingFee.currencyCode },
    ...ratingOf(p, reviews),
    country: { identifier: country.identifier, code: country.code, name: country.name },
    state: state ? { identifier: state.identifier, code: state.code, name: state.name } : null,
  };
}

function therapistProfile(p: ProviderRecord, reviews: ReviewRecord[]): TherapistProfile {
  return {
    ...therapistSummary(p, reviews),
    bio: p.bio,
    specialities: named(specialities, p.specialityIdentifiers),
    languages: named(languages, p.languageIdentifiers).map(({ identifier, code, name }) => ({
      identifier,
      code,
      name,
    })),
    officeAddress: p.officeAddress,
    ...preferencesView(p),
  };
}

/** The states a `state` query names: by identifier, else a USA state by code, else any state by code. */
function statesNamed(param: string): string[] {
  const byId = states.filter((s) => s.identifier.toLowerCase() === param.toLowerCase());
  if (byId.length) return byId.map((s) => s.identifier);
  const byCode = states.filter((s) => s.code.toLowerCase() === param.toLowerCase());
  const us = byCode.filter((s) => s.countryIdentifier === 'ct_us');
  return (us.length ? us : byCode).map((s) => s.identifier);
}

export function registerTherapists(router: Router, db: Db): void {
  const listed = () => db.state.providerProfiles.filter((p) => p.verificationStatus === 'verified');

  router.get('/therapists', (ctx) => {
    const query = queryParams(ctx, ListTherapistsQueryParams);
    const wanted = query.state ? statesNamed(query.state) : null;
    const inState = listed().filter(
      (p) =>
        !wanted ||
        wanted.includes(p.stateIdentifier ?? '') ||
        p.licenseStateIdentifiers.some((s) => wanted.includes(s)),
    );
    const filters = matchFilters(query, ctx.url.searchParams);
    const matching = matchingTherapists(db, inState, filters);
    // A plain listing keeps its own order (the landing page's); asked-for preferences or a sort rank it.
    const ranked = query.sort !== undefined || givenFilters(filters).length > 0;
    const sorted = ranked ? sortMatches(matching, query.sort ?? 'match') : matching;
    const page = paginate(
      sorted.map(({ provider, matched, slot }) => ({
        ...therapistSummary(provider, db.state.reviews),
        nextAvailableAt: slot?.startTime ?? null,
        nextAvailableSlot: slot,
        matchedPreferences: matched,
      })),
      query.page,
      THERAPISTS_PAGE_SIZE,
    );
    return { ...page, relaxations: sorted.length ? [] : relaxations(db, inState, filters) };
  });

  router.get('/therapists/{id}', (ctx) => {
    const { id } = pathParams(ctx, GetTherapistProfileParams);
    const provider = listed().find((p) => p.identifier === id);
    if (!provider) throw notFound('Therapist');
    return therapistProfile(provider, db.state.reviews);
  });

  router.get('/feature-flags/{key}', (ctx) => {
    const { key } = pathParams(ctx, GetFeatureFlagParams);
    const flag = db.state.featureFlags.find((f) => f.key === key);
    if (!flag) throw notFound('Feature flag');
    return { key, enabled: flag.enabled };
  });
}
