import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '../../lib/hydration';
import { useModal } from '../../lib/modal';
import { QueryBoundary } from '../../lib/query-boundary';
import { useUserTimeZone } from '../../lib/time-zone';
import { AfterFirstPaint } from '../../ui/AfterFirstPaint';
import { Button } from '../../ui/Button';
import { LoadingBlock } from '../../ui/Spinner';
import { listParams, type MatchSearch } from './match-search';
import { listingFlagQuery, therapistListQuery } from './queries';
import { useUsStateName } from './use-us-states';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

// The filter panel is a chunk of its own, asked for after the first paint: the landing page's first view stays as it
// was, and the server's HTML (a fixed-height place for it) does not depend on the visitor.
const MatchFilterPanel = lazy(() => import('./MatchFilterPanel'));
// The cards: asked for as the listing shows (with its data), not with the page.
const loadResults = () => import('./TherapistResults');
const TherapistResults = lazy(loadResults);

/**
 * The home page's therapist listing, shown while the `therapist_listing_on_homepage` flag is on. `state` (from the
 * state picker) and the match filters (`match-search.ts`), all in the URL, narrow and order it.
 */
export function TherapistListing({ search }: { search: MatchSearch }) {
  // Optional: the listing shows only while the flag is known to be on.
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
  useEffect(() => void loadResults(), []);

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
          {(list) => (
            <Suspense fallback={<LoadingBlock />}>
              <TherapistResults list={list} search={search} page={page} onPage={setPage} />
            </Suspense>
          )}
        </QueryBoundary>
      </div>
    </section>
  );
}
