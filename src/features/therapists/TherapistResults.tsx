import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TherapistPage as TherapistList } from '../../../generated/model';
import { useModal } from '../../lib/modal';
import { useUserTimeZone } from '../../lib/time-zone';
import { Button } from '../../ui/Button';
import { ButtonPager } from '../../ui/Pager';
import { EmptyState } from '../../ui/states';
import { filterCount, listParams, searchKeyOf, type MatchSearch } from './match-search';
import { therapistListQuery } from './queries';
import { TherapistCard } from './TherapistCard';
import { useUsStateName } from './use-us-states';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

// The listing's answer: the cards, paged, or why there are none. A chunk of its own, loaded while the list's data
// comes, so that the landing page's first load carries neither the cards nor the match reasons.

export default function Therapists({
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
  // Background: only the refresh state of the boundary's query, whose data the list already has.
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
