import { keepPreviousData } from '@tanstack/react-query';
import { getCreateReviewMutationOptions } from '../../../generated/api/reviews/create-review';
import { getGetParticipantReviewQueryOptions } from '../../../generated/api/reviews/get-participant-review';
import { getGetParticipantReviewStatusQueryOptions } from '../../../generated/api/reviews/get-participant-review-status';
import { getListBookingReviewsQueryOptions } from '../../../generated/api/reviews/list-booking-reviews';
import { getListPendingReviewsQueryOptions } from '../../../generated/api/reviews/list-pending-reviews';
import { getUpdateReviewMutationOptions } from '../../../generated/api/reviews/update-review';
import type { UserType } from '../../../generated/model';

// A missing review is a 404 that asking again does not change.
const askedOnce = { query: { retry: false } } as const;

/** The reviews left on a booking (either party). */
export const bookingReviewsQuery = (bookingId: string) => getListBookingReviewsQueryOptions(bookingId, askedOnce);
/** A participant's review (404 while there is none). */
export const participantReviewQuery = (participantId: string) =>
  getGetParticipantReviewQueryOptions(participantId, askedOnce);
/** Whether the participant reviewed and may still edit (the inferred helper). */
export const reviewStatusQuery = (participantId: string) =>
  getGetParticipantReviewStatusQueryOptions(participantId, askedOnce);
/** A page of the client's sessions that took place and wait for a review (the inferred helper; clients only). */
export const pendingReviewsQuery = (page = 1) =>
  getListPendingReviewsQueryOptions({ page }, { query: { placeholderData: keepPreviousData } });

/** What the edit-review modal shows: the status and the review, together. */
export function editReviewQueries(participantId: string | undefined) {
  return participantId ? [reviewStatusQuery(participantId), participantReviewQuery(participantId)] : [];
}

/** What the overview adds for a client: the sessions waiting for a review. */
export function overviewReviewQueries(viewer: UserType) {
  return viewer === 'client' ? [pendingReviewsQuery()] : [];
}

export const createReviewOptions = getCreateReviewMutationOptions;
export const updateReviewOptions = getUpdateReviewMutationOptions;
