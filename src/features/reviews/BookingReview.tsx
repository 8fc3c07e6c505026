import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Booking, Review, UserType } from '../../../generated/model';
import { useModal } from '../../lib/modal';
import { Button } from '../../ui/Button';
import { SectionCard } from '../../ui/SectionCard';
import { StarRating } from '../therapists';
import { bookingReviewsQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** Whether the client may leave a review on this booking now: a session that took place, not reviewed yet. */
const canLeaveReview = (booking: Booking, viewer: UserType) =>
  viewer === 'client' && booking.isCompleted && booking.status !== 'cancelled' && !booking.feedbackProvided;

/**
 * A session's review on its booking (`GET /review/booking/{id}`) as it is (anonymous, edited), with 'Leave a review'
 * or 'Edit review' for the client who may. Nothing for a session that has not taken place.
 */
export function BookingReview({ booking, viewer }: { booking: Booking; viewer: UserType }) {
  const t = useT(messages);
  const { open } = useModal();
  const tookPlace = booking.isCompleted && booking.status !== 'cancelled';
  // Optional: the booking card shows its reviews once they come.
  const reviews = useQuery({
    ...bookingReviewsQuery(booking.identifier),
    enabled: tookPlace && booking.feedbackProvided,
  });
  if (!tookPlace) return null;
  const items = reviews.data?.items ?? [];
  const editable = viewer === 'client' && items.some((r) => r.editCount === 0);
  return (
    <SectionCard
      id="booking-review-title"
      title={t('reviews.booking.title')}
      action={
        <>
          {canLeaveReview(booking, viewer) && (
            <Button changes onClick={() => open('review', { id: booking.identifier })}>
              {t('reviews.leave.title')}
            </Button>
          )}
          {editable && (
            <Button
              changes
              variant="secondary"
              onClick={() => open('edit-review', { participantId: booking.participant.identifier })}
            >
              {t('reviews.edit.title')}
            </Button>
          )}
        </>
      }
    >
      {!booking.feedbackProvided ? (
        <p className="mt-3 text-sm text-slate-600">
          {t(viewer === 'client' ? 'reviews.booking.noneClient' : 'reviews.booking.noneProvider')}
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-4">
          {items.map((review) => (
            <ReviewItem key={review.identifier} review={review} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const intl = useIntl();
  const t = useT(messages);
  const author = review.isAnonymous || !review.reviewerName ? t('reviews.anonymousAuthor') : review.reviewerName;
  return (
    <li className="flex flex-col gap-1">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{author}</span> ·{' '}
        {intl.formatDate(review.createdAt, { dateStyle: 'medium' })}
        {review.editCount > 0 && <> · {t('reviews.edited')}</>}
      </p>
      <StarRating rating={review.rating} />
      {review.comment && <p className="text-sm leading-6 whitespace-pre-line text-slate-800">{review.comment}</p>}
    </li>
  );
}
