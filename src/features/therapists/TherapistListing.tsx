import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { TherapistPage as TherapistList } from '../../../generated/model';
import { useHydrated } from '../../lib/hydration';
import { useModal } from '../../lib/modal';
import { QueryBoundary } from '../../lib/query-boundary';
import { useUserTimeZone } from '../../lib/time-zone';
import { AfterFirstPaint } from '../../ui/AfterFirstPaint';
import { Button } from '../../ui/Button';
import { ButtonPager } from '../../ui/Pager';
import { EmptyState } from '../../ui/states';
import { filterCount, listParams, searchKeyOf, type MatchSearch } from './match-search';
import { listingFlagQuery, therapistListQuery } from './queries';
import { TherapistCard } from './TherapistCard';
import { useUsStateName } from './use-us-states';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

// The filter panel is a chunk of its own, asked for after the first paint: the landing page's first view stays as it
// was, and the server's HTML (a fixed-height place for it) does not depend on the visitor.
const MatchFilterPanel = lazy(() => import('./MatchFilterPanel'));

/**
 * The home page's therapist listing, shown while the `therapist_listing_on_homepage` flag is on. `state` (from the
 * state picker) and the match filters (`match-search.ts`), all in the URL, narrow and order it.
 */
export function TherapistListing({ search }: { search: MatchSearch }) {
  const flag = useQuery(listingFlagQuery());
  // A prerendered landing page's HTML holds the listing's loading state (nothing): hydration renders that too, even if
  // the flag has come by then.
  const hydrated = useHydrated();
  // Shown only while the flag is known to be on: while it loads or when it failed, there is no listing (no failure).
  if (!flag.data?.enabled || !hydrated) return null;
  return <Listing search={search} />;
}

function Listing({ search }: { search: MatchSearch }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const { open } = useModal();
  const [page, setPage] = useState(1);
  // Other filters start again at page 1 (adjusted while rendering; the panel keeps its state, open or closed).
  const searchKey = JSON.stringify(search);
  const [pageOf, setPageOf] = useState(searchKey);
  if (pageOf !== searchKey) {
    setPageOf(searchKey);
    setPage(1);
  }
  const zone = useUserTimeZone();
  const stateName = useUsStateName(search.state);

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

      {search.state && (
        <div className="mt-5 flex flex-wrap items-center gap-3 rounded-2xl bg-teal-50 px-4 py-3 ring-1 ring-teal-100">
          <p className="font-semibold text-teal-900">{t('therapists.listing.inState', { state: stateName })}</p>
          <Button variant="ghost" size="sm" onClick={clearState}>
            {t('therapists.listing.clearState')}
          </Button>
        </div>
      )}

      <div className="mt-6 min-h-24">
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <MatchFilterPanel search={search} />
          </Suspense>
        </AfterFirstPaint>
      </div>

      <div className="mt-6">
        <QueryBoundary
          query={therapistListQuery(listParams(search, zone, page))}
          failedTitle={t('therapists.listing.loadFailed')}
        >
          {(list) => <Therapists list={list} search={search} page={page} onPage={setPage} />}
        </QueryBoundary>
      </div>
    </section>
  );
}

function Therapists({
  list,
  search,
  page,
  onPage,
}: {
  list: TherapistList;
  search: MatchSearch;
  page: number;
  onPage: (page: number) => void;
}) {
  const t = useT(messages);
  const zone = useUserTimeZone();
  // The same query as the boundary's: while another page loads, the one before stays, dimmed and marked busy.
  const { isPlaceholderData } = useQuery(therapistListQuery(listParams(search, zone, page)));
  if (list.items.length === 0) return <NoTherapists list={list} search={search} />;
  return (
    <>
      <ul
        className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={isPlaceholderData || undefined}
        aria-label={t('therapists.listing.results', { count: list.pageInfo.totalItems })}
      >
        {list.items.map((therapist) => (
          <li key={therapist.identifier} className="flex">
            <TherapistCard therapist={therapist} modality={search.modality} withinDays={search.within} />
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

/** Nobody: in a state without therapists, or nobody meets the filters (then the one whose loss brings back most). */
function NoTherapists({ list, search }: { list: TherapistList; search: MatchSearch }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const { open } = useModal();
  const stateName = useUsStateName(search.state);
  const best = list.relaxations[0];
  if (filterCount(search) > 0 && best) {
    const filter = t(`therapists.filter.${best.filter}`);
    const drop = () =>
      void navigate({ to: './', search: (prev) => ({ ...prev, [searchKeyOf(best.filter)]: undefined }) });
    return (
      <EmptyState
        title={t('therapists.noMatch.title')}
        text={
          best.totalItems > 0
            ? t('therapists.noMatch.text', { filter, count: best.totalItems })
            : t('therapists.noMatch.textNone')
        }
        action={
          best.totalItems > 0 ? (
            <Button variant="secondary" onClick={drop}>
              {t('therapists.noMatch.drop', { filter })}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <EmptyState
      title={t(search.state ? 'therapists.listing.empty' : 'therapists.listing.emptyAll', { state: stateName })}
      text={search.state ? t('therapists.listing.emptyText') : undefined}
      action={
        search.state ? (
          <Button variant="secondary" onClick={() => open('state-picker')}>
            {t('therapists.listing.otherState')}
          </Button>
        ) : undefined
      }
    />
  );
}
