import { beforeEach, describe, expect, it } from 'vitest';
import {
  CreateReviewResponse,
  GetParticipantReviewResponse,
  GetParticipantReviewStatusResponse,
  ListBookingReviewsResponse,
  ListPendingReviewsResponse,
  ListProviderReviewsResponse,
  UpdateReviewResponse,
} from '../../../generated/zod/reviews/reviews.zod';
import { putBooking, secondProviderRef } from '../../content-fixtures';
import { contentIds, participantIdOf } from '../../data/content';
import { bookingIds, emails, ids } from '../../data/ids';
import { extraBookingIds } from '../../data/scheduling';
import { createSeed } from '../../db';
import { setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();
let client: string;

const reviewed = participantIdOf(bookingIds.completedWithFeedback);
const unreviewed = participantIdOf(bookingIds.completedNoFeedback);
const upcoming = participantIdOf(bookingIds.confirmedFar);
const bookingOf = (id: string) => backend.db.state.bookings.find((b) => b.identifier === id)!;

beforeEach(async () => {
  putBooking(backend, { identifier: bookingIds.completedWithFeedback, feedbackProvided: true });
  // Two days ago: always newer than the seeded session of three days ago (at noon in Lagos), whatever the hour.
  const twoDaysAgo = Date.now() - 2 * 24 * 3_600_000;
  putBooking(backend, {
    identifier: bookingIds.completedNoFeedback,
    startTime: new Date(twoDaysAgo).toISOString(),
    endTime: new Date(twoDaysAgo + 3_600_000).toISOString(),
  });
  putBooking(backend, {
    identifier: bookingIds.confirmedFar,
    isCompleted: false,
    startTime: new Date(Date.now() + 5 * 24 * 3_600_000).toISOString(),
    endTime: new Date(Date.now() + 5 * 24 * 3_600_000 + 3_600_000).toISOString(),
  });
  putBooking(backend, { identifier: 'bk_cancelled_done', status: 'cancelled', previousStatus: 'confirmed' });
  putBooking(backend, {
    identifier: 'bk_second_done',
    provider: secondProviderRef,
    endTime: new Date(Date.now() - 3_600_000).toISOString(),
  });
  client = await backend.login(emails.client);
});

describe('reviews', () => {
  it('returns the seeded review of the completed-with-feedback booking by participant and by booking', async () => {
    const got = await backend.call('GET', `/review/participant/${reviewed}`, { token: client });
    expect(got.status).toBe(200);
    expect(GetParticipantReviewResponse.parse(got.body)).toMatchObject({
      identifier: contentIds.demoReview,
      rating: 4.5,
      editCount: 0,
      reviewerName: 'Grace A.',
    });
    expect(got.body.comment).toBeTruthy();
    const byBooking = await backend.call('GET', `/review/booking/${bookingIds.completedWithFeedback}`, {
      token: client,
    });
    expect(ListBookingReviewsResponse.parse(byBooking.body)).toMatchObject({
      bookingIdentifier: bookingIds.completedWithFeedback,
      items: [{ identifier: contentIds.demoReview }],
    });
    const provider = await backend.login(emails.provider);
    expect((await backend.call('GET', `/review/participant/${reviewed}`, { token: provider })).status).toBe(200);
  });

  it('creates one review per completed session (201), sets feedbackProvided, and refuses a second (409)', async () => {
    const created = await backend.call('POST', `/review/${unreviewed}`, {
      token: client,
      body: { rating: 3.5, comment: 'Good.' },
    });
    expect(created.status).toBe(201);
    expect(CreateReviewResponse.parse(created.body)).toMatchObject({
      rating: 3.5,
      comment: 'Good.',
      isAnonymous: false,
      reviewerName: 'Grace A.',
      editCount: 0,
    });
    expect(bookingOf(bookingIds.completedNoFeedback).feedbackProvided).toBe(true);
    const status = await backend.call('GET', `/review/participant/${unreviewed}/status`, { token: client });
    expect(GetParticipantReviewStatusResponse.parse(status.body)).toEqual({
      participantIdentifier: unreviewed,
      feedbackProvided: true,
      canEdit: true,
      editCount: 0,
    });

    const again = await backend.call('POST', `/review/${unreviewed}`, { token: client, body: { rating: 5 } });
    expect(again.status).toBe(409);
    expect((await backend.call('POST', `/review/${reviewed}`, { token: client, body: { rating: 5 } })).status).toBe(
      409,
    );
    expect(backend.db.state.reviews.filter((r) => r.participantIdentifier === unreviewed)).toHaveLength(1);
  });

  it('refuses a review of a session that has not taken place or was cancelled (409)', async () => {
    for (const participant of [upcoming, participantIdOf('bk_cancelled_done')]) {
      const { status, body } = await backend.call('POST', `/review/${participant}`, {
        token: client,
        body: { rating: 4 },
      });
      expect(status).toBe(409);
      expect(body.message).toMatch(/not taken place/);
    }
    expect(bookingOf(bookingIds.confirmedFar).feedbackProvided).toBe(false);
    expect((await backend.call('GET', `/review/participant/${upcoming}`, { token: client })).status).toBe(404);
  });

  it('accepts ratings 0.5 to 5 in steps of 0.5 only (400 otherwise, nothing stored)', async () => {
    for (const rating of [0, 0.25, 4.3, 5.5, -1]) {
      const { status, body } = await backend.call('POST', `/review/${unreviewed}`, { token: client, body: { rating } });
      expect(status, String(rating)).toBe(400);
      expect(body.errors.join(' ')).toMatch(/rating/);
    }
    const bad = await backend.call('POST', `/review/${unreviewed}`, {
      token: client,
      body: { comment: 'x'.repeat(2501), isAnonymous: 'yes' },
    });
    expect(bad.body.errors).toHaveLength(3);
    expect(bookingOf(bookingIds.completedNoFeedback).feedbackProvided).toBe(false);
    const put = await backend.call('PUT', `/review/${reviewed}`, { token: client, body: { rating: 4.75 } });
    expect(put.status).toBe(400);
    const ok = await backend.call('POST', `/review/${unreviewed}`, { token: client, body: { rating: 0.5 } });
    expect(CreateReviewResponse.parse(ok.body).rating).toBe(0.5);
  });

  it('lets a review be edited once (editCount 1), then refuses with 409', async () => {
    const first = await backend.call('PUT', `/review/${reviewed}`, {
      token: client,
      body: { rating: 5, isAnonymous: true },
    });
    expect(first.status).toBe(200);
    expect(UpdateReviewResponse.parse(first.body)).toMatchObject({
      identifier: contentIds.demoReview,
      rating: 5,
      isAnonymous: true,
      reviewerName: null,
      editCount: 1,
    });
    expect(first.body.comment).toBeUndefined();
    const second = await backend.call('PUT', `/review/${reviewed}`, { token: client, body: { rating: 1 } });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('A review can be edited only once.');
    const got = GetParticipantReviewResponse.parse(
      (await backend.call('GET', `/review/participant/${reviewed}`, { token: client })).body,
    );
    expect(got).toMatchObject({ rating: 5, editCount: 1 });
    const status = await backend.call('GET', `/review/participant/${reviewed}/status`, { token: client });
    expect(GetParticipantReviewStatusResponse.parse(status.body)).toMatchObject({
      feedbackProvided: true,
      canEdit: false,
      editCount: 1,
    });
  });

  it('refuses an edit when no feedback was provided (409)', async () => {
    const { status, body } = await backend.call('PUT', `/review/${unreviewed}`, { token: client, body: { rating: 4 } });
    expect(status).toBe(409);
    expect(body.message).toMatch(/No feedback/);
    const st = await backend.call('GET', `/review/participant/${unreviewed}/status`, { token: client });
    expect(GetParticipantReviewStatusResponse.parse(st.body)).toEqual({
      participantIdentifier: unreviewed,
      feedbackProvided: false,
      canEdit: false,
      editCount: 0,
    });
  });

  it('pages a provider’s reviews by 5, newest first, with the average and total', async () => {
    const page1 = ListProviderReviewsResponse.parse(
      (await backend.call('GET', `/review/provider/${ids.provider}`, { token: client })).body,
    );
    expect(page1.items).toHaveLength(5);
    expect(page1.pageInfo).toEqual({ page: 1, pageSize: 5, totalItems: 13, totalPages: 3 });
    expect(page1.totalReviews).toBe(13);
    const all = backend.db.state.reviews.filter((r) => r.providerIdentifier === ids.provider);
    expect(page1.averageRating).toBeCloseTo(all.reduce((s, r) => s + r.rating, 0) / all.length, 2);
    const dates = page1.items.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = ListProviderReviewsResponse.parse(
      (await backend.call('GET', `/review/provider/${ids.provider}?page=2`, { token: client })).body,
    );
    const page3 = ListProviderReviewsResponse.parse(
      (await backend.call('GET', `/review/provider/${ids.provider}?page=3`, { token: client })).body,
    );
    expect(page3.items).toHaveLength(3);
    expect(new Set([...page1.items, ...page2.items, ...page3.items].map((r) => r.identifier)).size).toBe(13);
    const second = ListProviderReviewsResponse.parse(
      (await backend.call('GET', `/review/provider/${ids.secondProvider}`, { token: client })).body,
    );
    expect(second.totalReviews).toBe(3);
    expect((await backend.call('GET', `/review/provider/${ids.provider}?page=0`, { token: client })).status).toBe(400);
    expect((await backend.call('GET', `/review/provider/pr_unknown`, { token: client })).status).toBe(404);
    expect((await backend.call('GET', `/review/provider/${ids.client}`, { token: client })).status).toBe(404);
    expect((await backend.call('GET', `/review/provider/${ids.provider}`)).status).toBe(401);
  });

  it('hides the reviewer name of anonymous reviews everywhere', async () => {
    await backend.call('POST', `/review/${unreviewed}`, { token: client, body: { rating: 4, isAnonymous: true } });
    const page = ListProviderReviewsResponse.parse(
      (await backend.call('GET', `/review/provider/${ids.provider}`, { token: client })).body,
    );
    const mine = page.items.find((r) => r.rating === 4 && r.isAnonymous && r.createdAt === page.items[0]?.createdAt);
    expect(mine?.reviewerName).toBeNull();
    for (const r of page.items) expect(r.reviewerName === null).toBe(r.isAnonymous);
    const byBooking = ListBookingReviewsResponse.parse(
      (await backend.call('GET', `/review/booking/${bookingIds.completedNoFeedback}`, { token: client })).body,
    );
    expect(byBooking.items[0]?.reviewerName).toBeNull();
  });

  it("lists the client's completed sessions awaiting a review; reviewing removes one", async () => {
    const before = ListPendingReviewsResponse.parse(
      (await backend.call('GET', '/review/pending', { token: client })).body,
    );
    expect(before.items.map((i) => i.bookingIdentifier)).toEqual([
      'bk_second_done',
      bookingIds.completedNoFeedback,
      extraBookingIds.completedReschedulable,
    ]);
    expect(before.items[1]).toMatchObject({ participantIdentifier: unreviewed, providerName: 'Dr. Amaka Okafor' });
    await backend.call('POST', `/review/${unreviewed}`, { token: client, body: { rating: 4 } });
    const after = ListPendingReviewsResponse.parse(
      (await backend.call('GET', '/review/pending', { token: client })).body,
    );
    expect(after.items.map((i) => i.bookingIdentifier)).toEqual([
      'bk_second_done',
      extraBookingIds.completedReschedulable,
      'bk_second_completed',
    ]);
    const provider = await backend.login(emails.provider);
    expect((await backend.call('GET', '/review/pending', { token: provider })).status).toBe(403);
  });

  it('pages the sessions to review: 3 per page, newest first, with pageInfo; page 0 is a 400', async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    for (const n of [1, 2, 3, 4])
      putBooking(backend, {
        identifier: `bk_old_${n}`,
        startTime: hoursAgo(20_001 + n),
        endTime: hoursAgo(20_000 + n),
      });
    const page = async (n: number) =>
      ListPendingReviewsResponse.parse(
        (await backend.call('GET', `/review/pending?page=${n}`, { token: client })).body,
      );
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(first.pageInfo).toEqual({ page: 1, pageSize: 3, totalItems: 8, totalPages: 3 });
    expect(first.items.map((i) => i.bookingIdentifier)).toEqual([
      'bk_second_done',
      bookingIds.completedNoFeedback,
      extraBookingIds.completedReschedulable,
    ]);
    expect(second.items.map((i) => i.bookingIdentifier)).toEqual(['bk_second_completed', 'bk_old_1', 'bk_old_2']);
    expect(third.items.map((i) => i.bookingIdentifier)).toEqual(['bk_old_3', 'bk_old_4']);
    expect((await backend.call('GET', '/review/pending?page=0', { token: client })).status).toBe(400);
  });

  it('refuses providers on POST and PUT (403), other clients get 404, unknown participants 404', async () => {
    const provider = await backend.login(emails.provider);
    expect((await backend.call('POST', `/review/${unreviewed}`, { token: provider, body: { rating: 4 } })).status).toBe(
      403,
    );
    expect((await backend.call('PUT', `/review/${reviewed}`, { token: provider, body: { rating: 4 } })).status).toBe(
      403,
    );
    const other = await backend.login(emails.namelessClient);
    expect((await backend.call('POST', `/review/${unreviewed}`, { token: other, body: { rating: 4 } })).status).toBe(
      404,
    );
    expect((await backend.call('PUT', `/review/${reviewed}`, { token: other, body: { rating: 4 } })).status).toBe(404);
    expect((await backend.call('GET', `/review/participant/${reviewed}`, { token: other })).status).toBe(404);
    expect((await backend.call('GET', `/review/participant/${reviewed}/status`, { token: other })).status).toBe(404);
    expect(
      (await backend.call('GET', `/review/booking/${bookingIds.completedWithFeedback}`, { token: other })).status,
    ).toBe(404);
    expect((await backend.call('POST', '/review/bp_unknown', { token: client, body: { rating: 4 } })).status).toBe(404);
    expect(bookingOf(bookingIds.completedNoFeedback).feedbackProvided).toBe(false);
  });

  // Runs once the scheduling seed has the bookings: the content seed assumes participant id = bp_<booking id minus bk_>.
  const seed = createSeed(new Date());
  const seededBooking = seed.bookings.find((b) => b.identifier === bookingIds.completedWithFeedback);
  it.runIf(seededBooking)(
    'matches the scheduling seed: the seeded review is on the completed-with-feedback participant',
    () => {
      const review = seed.reviews.find((r) => r.identifier === contentIds.demoReview)!;
      expect(seededBooking?.participant.identifier).toBe(review.participantIdentifier);
      expect(seededBooking?.feedbackProvided).toBe(true);
      expect(seededBooking?.provider.identifier).toBe(ids.provider);
      expect(seededBooking?.client.identifier).toBe(ids.client);
    },
  );
});
