// Reviews: a client reviews a session that took place, once, and may edit the review once.
import type { Booking, Review } from '../../../generated/model';
import {
  CreateReviewBody,
  ListPendingReviewsQueryParams,
  ListProviderReviewsQueryParams,
  UpdateReviewBody,
} from '../../../generated/zod/reviews/reviews.zod';
import type { AccountRecord } from '../../data/accounts';
import { averageRating, type ReviewRecord } from '../../data/content';
import type { Db } from '../../db';
import { currentAccount, requireRole } from '../../lib/auth';
import { conflict, jsonBody, notFound, paginate, queryParams, type RequestContext, type Router } from '../../lib/http';
import { trimInvisible } from '../../../src/lib/visible-text';
import { bookingById, bookingOfParticipant, isParty } from './shared';

const PROVIDER_REVIEWS_PAGE_SIZE = 5;
/** The overview's card of sessions to review shows a few at a time. */
const PENDING_REVIEWS_PAGE_SIZE = 3;

function reviewView(review: ReviewRecord): Review {
  return {
    identifier: review.identifier,
    rating: review.rating,
    ...(review.comment !== undefined ? { comment: review.comment } : {}),
    isAnonymous: review.isAnonymous,
    reviewerName: review.isAnonymous ? null : review.reviewerName,
    createdAt: review.createdAt,
    editCount: review.editCount,
  };
}

const reviewOfParticipant = (db: Db, participantId: string) =>
  db.state.reviews.find((r) => r.participantIdentifier === participantId);

/** The booking of a participant the signed-in client or provider takes part in; other people's are not found. */
function visibleParticipantBooking(db: Db, account: AccountRecord, participantId: string): Booking {
  const booking = bookingOfParticipant(db, participantId);
  if (!booking || !isParty(booking, account)) throw notFound('Booking participant');
  return booking;
}

/** The signed-in client's own booking participant. */
function clientParticipantBooking(
  db: Db,
  ctx: RequestContext<{ id: string }>,
): { client: AccountRecord; booking: Booking } {
  const client = requireRole(db, ctx, 'client');
  const booking = bookingOfParticipant(db, ctx.params.id);
  if (!booking || booking.client.identifier !== client.identifier) throw notFound('Booking participant');
  return { client, booking };
}

const sessionTookPlace = (b: Booking) => b.isCompleted && b.status !== 'cancelled';

function reviewerName(account: AccountRecord): string {
  const name = [account.firstName, account.lastName ? `${account.lastName[0]}.` : null].filter(Boolean).join(' ');
  return name || 'Client';
}

/** A comment is kept trimmed; one that shows nothing counts as none. */
function withoutBlankComment<T extends { comment?: string }>(body: T): T {
  const comment = trimInvisible(body.comment ?? '');
  return { ...body, comment: comment || undefined };
}

export function registerReviews(router: Router, db: Db): void {
  router.post(
    '/review/{id}',
    async (ctx) => {
      const { client, booking } = clientParticipantBooking(db, ctx);
      const body = withoutBlankComment(await jsonBody(ctx, CreateReviewBody));
      if (!sessionTookPlace(booking)) throw conflict('The session has not taken place yet.');
      if (booking.feedbackProvided || reviewOfParticipant(db, booking.participant.identifier)) {
        throw conflict('This session has already been reviewed.');
      }
      const review: ReviewRecord = {
        identifier: db.newId('rv'),
        participantIdentifier: booking.participant.identifier,
        bookingIdentifier: booking.identifier,
        providerIdentifier: booking.provider.identifier,
        reviewerIdentifier: client.identifier,
        reviewerName: reviewerName(client),
        rating: body.rating,
        ...(body.comment !== undefined ? { comment: body.comment } : {}),
        isAnonymous: body.isAnonymous,
        createdAt: db.now().toISOString(),
        editCount: 0,
      };
      db.state.reviews.push(review);
      booking.feedbackProvided = true;
      return reviewView(review);
    },
    { status: 201, idempotent: true },
  );

  router.put('/review/{id}', async (ctx) => {
    const { booking } = clientParticipantBooking(db, ctx);
    const body = withoutBlankComment(await jsonBody(ctx, UpdateReviewBody));
    const review = reviewOfParticipant(db, booking.participant.identifier);
    if (!booking.feedbackProvided || !review) throw conflict('No feedback has been provided for this session yet.');
    if (review.editCount >= 1) throw conflict('A review can be edited only once.');
    review.rating = body.rating;
    review.isAnonymous = body.isAnonymous;
    if (body.comment !== undefined) review.comment = body.comment;
    else delete review.comment;
    review.editCount = 1;
    return reviewView(review);
  });

  router.get('/review/provider/{id}', (ctx) => {
    currentAccount(db, ctx);
    const { page } = queryParams(ctx, ListProviderReviewsQueryParams);
    const provider = db.state.accounts.find((a) => a.identifier === ctx.params.id && a.userType === 'provider');
    if (!provider) throw notFound('Provider');
    const reviews = db.state.reviews
      .filter((r) => r.providerIdentifier === provider.identifier)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const paged = paginate(reviews.map(reviewView), page, PROVIDER_REVIEWS_PAGE_SIZE);
    return { ...paged, averageRating: averageRating(reviews), totalReviews: reviews.length };
  });

  router.get('/review/participant/{id}', (ctx) => {
    const booking = visibleParticipantBooking(db, currentAccount(db, ctx), ctx.params.id);
    const review = reviewOfParticipant(db, booking.participant.identifier);
    if (!review) throw notFound('Review');
    return reviewView(review);
  });

  router.get('/review/participant/{id}/status', (ctx) => {
    const booking = visibleParticipantBooking(db, currentAccount(db, ctx), ctx.params.id);
    const editCount = reviewOfParticipant(db, booking.participant.identifier)?.editCount ?? 0;
    return {
      participantIdentifier: booking.participant.identifier,
      feedbackProvided: booking.feedbackProvided,
      canEdit: booking.feedbackProvided && editCount === 0,
      editCount,
    };
  });

  router.get('/review/booking/{id}', (ctx) => {
    const account = currentAccount(db, ctx);
    const booking = bookingById(db, ctx.params.id);
    if (!booking || !isParty(booking, account)) throw notFound('Booking');
    const items = db.state.reviews.filter((r) => r.bookingIdentifier === booking.identifier).map(reviewView);
    return { bookingIdentifier: booking.identifier, items };
  });

  router.get('/review/pending', (ctx) => {
    const client = requireRole(db, ctx, 'client');
    const { page } = queryParams(ctx, ListPendingReviewsQueryParams);
    const items = db.state.bookings
      .filter((b) => b.client.identifier === client.identifier && sessionTookPlace(b) && !b.feedbackProvided)
      .map((b) => ({
        participantIdentifier: b.participant.identifier,
        bookingIdentifier: b.identifier,
        providerName: [b.provider.title, b.provider.firstName, b.provider.lastName].filter(Boolean).join(' '),
        sessionEndTime: b.endTime ?? b.startTime ?? b.createdAt,
      }))
      .sort((a, b) => b.sessionEndTime.localeCompare(a.sessionEndTime));
    return paginate(items, page, PENDING_REVIEWS_PAGE_SIZE);
  });
}
