import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useModal } from '../../lib/modal';
import { Button } from '../../ui/Button';
import { ButtonPager } from '../../ui/Pager';
import { pendingReviewsQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * The client's overview: "How was your session with …?" for each session that waits for a review, a page at a time
 * (the most recent first), so that a long history does not fill the overview.
 */
export function PendingReviews() {
  const intl = useIntl();
  const t = useT(messages);
  const { open } = useModal();
  const [page, setPage] = useState(1);
  // Optional: a reminder card that shows only when there is something to review.
  const pending = useQuery(pendingReviewsQuery(page));
  const items = pending.data?.items ?? [];
  const totalPages = pending.data?.pageInfo.totalPages ?? 0;
  // Reviewing the last session of the last page leaves that page empty: show the one before.
  if (pending.isSuccess && !pending.isPlaceholderData && page > Math.max(1, totalPages))
    setPage(Math.max(1, totalPages));
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="pending-reviews-title" className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
      <h2 id="pending-reviews-title" className="flex items-center gap-2 text-base font-semibold text-amber-950">
        <Star aria-hidden className="size-5 fill-amber-500 stroke-amber-600" />
        {t('reviews.pending.title')}
      </h2>
      <ul
        className={`mt-3 flex flex-col gap-3 ${pending.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={pending.isPlaceholderData || undefined}
      >
        {items.map((item) => (
          <li
            key={item.participantIdentifier}
            data-booking={item.bookingIdentifier}
            className="flex flex-wrap items-center justify-between gap-3"
          >
            <p className="text-sm text-slate-900">
              {t('reviews.prompt', { name: item.providerName })}{' '}
              <span className="text-slate-600">{intl.formatDate(item.sessionEndTime, { dateStyle: 'medium' })}</span>
            </p>
            <Button changes size="sm" onClick={() => open('review', { id: item.bookingIdentifier })}>
              {t('reviews.leave.title')}
            </Button>
          </li>
        ))}
      </ul>
      <ButtonPager page={page} totalPages={totalPages} onPage={setPage} label={t('reviews.pending.pages')} />
    </section>
  );
}
