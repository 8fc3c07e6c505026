import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Review, ProviderReviewPage } from '../../../generated/model';
import { QueryBoundary } from '../../lib/query-boundary';
import { useUserTimeZone } from '../../lib/time-zone';
import { ButtonPager } from '../../ui/Pager';
import { StarRating } from './StarRating';
import { therapistReviewsQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

export function ReviewList({ providerId }: { providerId: string }) {
  const t = useT(messages);
  const [page, setPage] = useState(1);
  return (
    <QueryBoundary query={therapistReviewsQuery(providerId, page)} failedTitle={t('therapists.reviews.loadFailed')}>
      {(reviews) => <Reviews reviews={reviews} providerId={providerId} page={page} onPage={setPage} />}
    </QueryBoundary>
  );
}

function Reviews({
  reviews,
  providerId,
  page,
  onPage,
}: {
  reviews: ProviderReviewPage;
  providerId: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const t = useT(messages);
  // The same query as the boundary's: while another page loads, the one before stays, dimmed and marked busy.
  // Background: only the refresh state of the boundary's query, whose data the list already has.
  const { isPlaceholderData } = useQuery(therapistReviewsQuery(providerId, page));
  const { items, pageInfo, averageRating, totalReviews } = reviews;
  if (items.length === 0) {
    return (
      <>
        <p className="font-medium text-slate-900">{t('therapists.reviews.empty')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('therapists.reviews.emptyText')}</p>
      </>
    );
  }
  return (
    <>
      {averageRating !== null && (
        <p className="flex flex-wrap items-center gap-x-2">
          <StarRating rating={averageRating} />
          <span className="text-sm text-slate-600">({t('therapists.reviewCount', { count: totalReviews })})</span>
        </p>
      )}
      <ul
        className={`mt-4 divide-y divide-slate-100 ${isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={isPlaceholderData || undefined}
      >
        {items.map((review) => (
          <ReviewItem key={review.identifier} review={review} />
        ))}
      </ul>
      <ButtonPager
        page={pageInfo.page}
        totalPages={pageInfo.totalPages}
        onPage={onPage}
        label={t('therapists.reviews.pages')}
      />
    </>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const intl = useIntl();
  const t = useT(messages);
  const timeZone = useUserTimeZone();
  const author = review.isAnonymous || !review.reviewerName ? t('therapists.reviews.anonymous') : review.reviewerName;
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <article className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h3 className="font-semibold text-slate-900">{author}</h3>
          <p className="text-sm text-slate-600">
            <time dateTime={review.createdAt}>
              {intl.formatDate(review.createdAt, { dateStyle: 'medium', timeZone })}
            </time>
            {review.editCount > 0 && <> · {t('therapists.reviews.edited')}</>}
          </p>
        </div>
        <StarRating rating={review.rating} />
        {review.comment && <p className="leading-7 text-slate-700">{review.comment}</p>}
      </article>
    </li>
  );
}
