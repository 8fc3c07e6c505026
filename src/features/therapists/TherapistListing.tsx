import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { MapPin, Search } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TherapistPage as TherapistList, TherapistSummary } from '../../../generated/model';
import { useHydrated } from '../../lib/hydration';
import { useModal } from '../../lib/modal';
import { QueryBoundary } from '../../lib/query-boundary';
import { Button, ButtonLink } from '../../ui/Button';
import { ButtonPager } from '../../ui/Pager';
import { EmptyState } from '../../ui/states';
import { StarRating, Tags, TherapistPhoto, feeText, locationText, therapistName } from './parts';
import { listingFlagQuery, therapistListQuery } from './queries';
import { useUsStateName } from './use-us-states';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * The home page's therapist listing, shown while the `therapist_listing_on_homepage` flag is on. `state` (from the
 * URL, set by the state picker) narrows it.
 */
export function TherapistListing({ state }: { state?: string }) {
  const flag = useQuery(listingFlagQuery());
  // A prerendered landing page's HTML holds the listing's loading state (nothing): hydration renders that too, even if
  // the flag has come by then.
  const hydrated = useHydrated();
  // Shown only while the flag is known to be on: while it loads or when it failed, there is no listing (no failure).
  if (!flag.data?.enabled || !hydrated) return null;
  // A new state starts again at page 1.
  return <Listing key={state ?? ''} state={state} />;
}

function Listing({ state }: { state?: string }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const { open } = useModal();
  const [page, setPage] = useState(1);
  const stateName = useUsStateName(state);

  const clearState = () => void navigate({ to: './', search: (prev) => ({ ...prev, state: undefined }) });

  return (
    <section
      id="therapists"
      aria-labelledby="therapists-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 pt-16 sm:px-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="therapists-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('therapists.listing.title')}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600">{t('therapists.listing.intro')}</p>
        </div>
        <Button className="shrink-0" onClick={() => open('state-picker')}>
          <Search className="size-4" aria-hidden="true" />
          {t('therapists.listing.find')}
        </Button>
      </div>

      {state && (
        <div className="mt-5 flex flex-wrap items-center gap-3 rounded-2xl bg-teal-50 px-4 py-3 ring-1 ring-teal-100">
          <p className="font-semibold text-teal-900">{t('therapists.listing.inState', { state: stateName })}</p>
          <Button variant="ghost" size="sm" onClick={clearState}>
            {t('therapists.listing.clearState')}
          </Button>
        </div>
      )}

      <div className="mt-6">
        <QueryBoundary query={therapistListQuery(state, page)} failedTitle={t('therapists.listing.loadFailed')}>
          {(list) => <Therapists list={list} state={state} page={page} onPage={setPage} />}
        </QueryBoundary>
      </div>
    </section>
  );
}

function Therapists({
  list,
  state,
  page,
  onPage,
}: {
  list: TherapistList;
  state?: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const t = useT(messages);
  const { open } = useModal();
  const stateName = useUsStateName(state);
  // The same query as the boundary's: while another page loads, the one before stays, dimmed and marked busy.
  const { isPlaceholderData } = useQuery(therapistListQuery(state, page));
  if (list.items.length === 0) {
    return (
      <EmptyState
        title={t(state ? 'therapists.listing.empty' : 'therapists.listing.emptyAll', { state: stateName })}
        text={state ? t('therapists.listing.emptyText') : undefined}
        action={
          state ? (
            <Button variant="secondary" onClick={() => open('state-picker')}>
              {t('therapists.listing.otherState')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <ul
        className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={isPlaceholderData || undefined}
      >
        {list.items.map((therapist) => (
          <li key={therapist.identifier} className="flex">
            <TherapistCard therapist={therapist} />
          </li>
        ))}
      </ul>
      <ButtonPager
        page={list.pageInfo.page}
        totalPages={list.pageInfo.totalPages}
        onPage={(next) => {
          onPage(next);
          document.getElementById('therapists')?.scrollIntoView({ block: 'start' });
        }}
        label={t('therapists.listing.pages')}
      />
    </>
  );
}

function TherapistCard({ therapist }: { therapist: TherapistSummary }) {
  const intl = useIntl();
  const t = useT(messages);
  const name = therapistName(therapist, t);
  const link = { to: '/therapists/$id/', params: { id: therapist.identifier } } as const;
  return (
    <article className="flex w-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start gap-4">
        <TherapistPhoto name={name} photoUrl={therapist.photoUrl} className="size-16 rounded-2xl text-lg" />
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-semibold text-slate-900">
            <Link
              {...link}
              className="rounded hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              {name}
            </Link>
          </h3>
          {therapist.headline && <p className="text-sm text-slate-600">{therapist.headline}</p>}
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {locationText(therapist, t)}
          </p>
        </div>
      </div>

      <div className="mt-4">
        {therapist.averageRating !== null ? (
          <p className="flex flex-wrap items-center gap-x-2">
            <StarRating rating={therapist.averageRating} />
            <span className="text-sm text-slate-600">
              ({t('therapists.reviewCount', { count: therapist.reviewCount })})
            </span>
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t('therapists.noReviews')}</p>
        )}
      </div>

      <dl className="mt-4 flex flex-col gap-3 text-sm">
        <div>
          <dt className="sr-only">{t('therapists.therapies')}</dt>
          <dd>
            <Tags items={therapist.therapies} />
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('therapists.modalities')}</dt>
          <dd>
            <Tags items={therapist.modalities} tone="indigo" />
          </dd>
        </div>
      </dl>

      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        <p className="flex flex-col">
          <span className="text-lg leading-tight font-bold text-slate-900">{feeText(therapist.fee, intl, t)}</span>
          {!therapist.fee.isFree && <span className="text-xs text-slate-600">{t('therapists.fee.perSession')}</span>}
        </p>
        <ButtonLink
          {...link}
          variant="secondary"
          size="sm"
          className="whitespace-nowrap"
          aria-label={t('therapists.card.viewProfileOf', { name })}
        >
          {t('therapists.card.viewProfile')}
        </ButtonLink>
      </div>
    </article>
  );
}
