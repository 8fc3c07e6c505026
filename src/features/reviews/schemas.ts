import { z } from 'zod/mini';
import { CreateReviewBody, createReviewBodyCommentMax } from '../../../generated/zod/reviews/reviews.zod';
import { RATING_MAX, RATING_STEP } from './rating';
import type { TranslateOf } from '../../lib/i18n/translate';
import type messages from './messages';
import { trimInvisible } from '../../lib/visible-text';

export const REVIEW_COMMENT_MAX = createReviewBodyCommentMax;

/** Leave and edit a review: a rating 0.5 to 5 in steps of 0.5 (0 = none chosen), a comment of at most 2,500, anonymity. */
export function reviewSchema(t: TranslateOf<typeof messages>) {
  const chooseRating = t('reviews.rating.required');
  return z.object({
    ...CreateReviewBody.shape,
    rating: z
      .number()
      .check(
        z.gte(RATING_STEP, { error: chooseRating }),
        z.lte(RATING_MAX),
        z.multipleOf(RATING_STEP, { error: chooseRating }),
      ),
    comment: z.string().check(
      z.maxLength(REVIEW_COMMENT_MAX, {
        error: t('reviews.comment.tooLong', { max: REVIEW_COMMENT_MAX }),
      }),
    ),
    isAnonymous: z.boolean(),
  });
}

export type ReviewValues = z.input<ReturnType<typeof reviewSchema>>;

/** The request body: a blank comment is left out. */
export function reviewBody(values: ReviewValues) {
  const comment = trimInvisible(values.comment ?? '');
  return { rating: values.rating, isAnonymous: values.isAnonymous, ...(comment ? { comment } : {}) };
}
