// The public therapist pages (listing, filters, profile, rating) and the feature flags.
import { describe, expect, it } from 'vitest';
import {
  GetFeatureFlagResponse,
  GetTherapistProfileResponse,
  ListTherapistsResponse,
} from '../../../generated/zod/provider/provider.zod';
import { ListProviderReviewsResponse } from '../../../generated/zod/reviews/reviews.zod';
import { emails } from '../../data/ids';
import { setUpTestBackend } from '../../test-utils';
import { profileCalls } from './profiles-test-calls';

const backend = setUpTestBackend();
const { newVerifiedProvider } = profileCalls(backend);

describe('public therapist pages and feature flags', () => {
  it('lists verified therapists publicly, six to a page', async () => {
    const first = ListTherapistsResponse.parse((await backend.call('GET', '/therapists')).body);
    expect(first.items).toHaveLength(6);
    expect(first.pageInfo).toEqual({ page: 1, pageSize: 6, totalItems: 10, totalPages: 2 });
    expect(first.items[0]).toMatchObject({
      identifier: 'pr_demo',
      fee: { fee: 1500000, isFree: false, currencyCode: 'NGN' },
      state: { code: 'LA', name: 'Lagos' },
    });
    const second = ListTherapistsResponse.parse((await backend.call('GET', '/therapists?page=2')).body);
    expect(second.items).toHaveLength(4);
    expect((await backend.call('GET', '/therapists?page=0')).status).toBe(400);

    await newVerifiedProvider();
    expect((await backend.call('GET', '/therapists')).body.pageInfo.totalItems).toBe(10);
  });

  it('filters by state identifier or code, including the licence states', async () => {
    const ids = async (state: string) =>
      ListTherapistsResponse.parse((await backend.call('GET', `/therapists?state=${state}`)).body).items.map(
        (t) => t.identifier,
      );
    expect(await ids('CA')).toEqual(['pr_second', 'pr_list_01']);
    expect(await ids('st_ca')).toEqual(['pr_second', 'pr_list_01']);
    expect(await ids('ny')).toEqual(['pr_second', 'pr_list_02', 'pr_list_05']);
    expect(await ids('TX')).toEqual(['pr_list_03']);
    expect(await ids('st_lagos')).toEqual(['pr_demo']);
    expect(await ids('ZZ')).toEqual([]);
  });

  it('returns a therapist profile; unknown or unverified providers are 404', async () => {
    const profile = GetTherapistProfileResponse.parse((await backend.call('GET', '/therapists/pr_demo')).body);
    expect(profile).toMatchObject({
      firstName: 'Amaka',
      title: 'Dr',
      officeAddress: '12 Marina Road, Lagos',
      country: { code: 'NG' },
    });
    expect(profile.languages.map((l) => l.code)).toContain('en');
    expect(profile.specialities.length).toBeGreaterThan(0);
    expect(GetTherapistProfileResponse.parse((await backend.call('GET', '/therapists/pr_second')).body).fee).toEqual({
      fee: 0,
      isFree: true,
      currencyCode: 'USD',
    });
    expect((await backend.call('GET', '/therapists/pr_nope')).status).toBe(404);
    await newVerifiedProvider();
    const fresh = backend.db.state.providerProfiles.at(-1)!.identifier;
    expect((await backend.call('GET', `/therapists/${fresh}`)).status).toBe(404);
  });

  it('rates a therapist from their reviews, and a new review counts at once', async () => {
    const rating = async () =>
      GetTherapistProfileResponse.parse((await backend.call('GET', '/therapists/pr_demo')).body);
    const before = await rating();
    const own = backend.db.state.reviews.filter((r) => r.providerIdentifier === 'pr_demo');
    expect(before.reviewCount).toBe(own.length);
    const client = await backend.login(emails.client);
    const reviews = ListProviderReviewsResponse.parse(
      (await backend.call('GET', '/review/provider/pr_demo', { token: client })).body,
    );
    expect(before.averageRating).toBe(reviews.averageRating);
    expect(
      (await backend.call('POST', '/review/bp_completed_nofeedback', { token: client, body: { rating: 5 } })).status,
    ).toBe(201);
    expect((await rating()).reviewCount).toBe(own.length + 1);
  });

  it('answers the home-page listing flag as enabled; unknown keys are 400', async () => {
    expect(
      GetFeatureFlagResponse.parse((await backend.call('GET', '/feature-flags/therapist_listing_on_homepage')).body),
    ).toEqual({ key: 'therapist_listing_on_homepage', enabled: true });
    expect((await backend.call('GET', '/feature-flags/nope')).status).toBe(400);
  });
});
