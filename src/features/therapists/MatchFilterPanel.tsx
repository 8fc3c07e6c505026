import { useNavigate } from '@tanstack/react-router';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatZoneName } from '../../lib/i18n/session-time';
import { useUserTimeZone } from '../../lib/time-zone';
import { Button } from '../../ui/Button';
import { FilterCheck, FilterSelect, useFilterOptions, useLanguageOptions } from './match-filter-fields';
import { FEE_BAND_NAMES, filterCount, SORTS, WITHIN_DAYS, type FeeBand, type MatchSearch } from './match-search';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

type Change = <K extends keyof MatchSearch>(key: K, value: MatchSearch[K] | undefined) => void;

/**
 * The listing's match filters and its order, all kept in the URL: each change is a history entry (the back button
 * undoes it), and a shared link shows the same list. The state picker's `state` stays as it is.
 */
export default function MatchFilterPanel({ search }: { search: MatchSearch }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();
  const count = filterCount(search);
  const change: Change = (key, value) =>
    void navigate({ to: './', search: (prev) => ({ ...prev, [key]: value }), resetScroll: false });
  const clear = () =>
    void navigate({ to: './', search: (prev) => ({ state: prev.state, sort: prev.sort }), resetScroll: false });

  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-end gap-3">
        <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {t('therapists.filters.toggle', { count })}
        </Button>
        <div className="flex min-w-40 flex-1 flex-col gap-1 sm:flex-none">
          <label htmlFor={sortId} className="text-sm font-medium text-slate-800">
            {t('therapists.filters.sort')}
          </label>
          <select
            id={sortId}
            className="rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
            value={search.sort ?? 'match'}
            onChange={(e) => change('sort', e.target.value === 'soonest' ? 'soonest' : undefined)}
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`therapists.filters.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        {count > 0 && (
          <Button variant="ghost" onClick={clear}>
            {t('therapists.filters.clear')}
          </Button>
        )}
      </div>
      {open && (
        <div id={panelId} className="mt-5 flex flex-col gap-6">
          <ProfileFilters search={search} change={change} />
          <AvailabilityFilters search={search} change={change} />
        </div>
      )}
    </div>
  );
}

function ProfileFilters({ search, change }: { search: MatchSearch; change: Change }) {
  const t = useT(messages);
  const any = t('therapists.filters.any');
  const catalogue = {
    modality: useFilterOptions('modality'),
    therapy: useFilterOptions('therapy'),
    gender: useFilterOptions('gender'),
    ageGroup: useFilterOptions('ageGroup'),
    therapyApproach: useFilterOptions('therapyApproach'),
    religion: useFilterOptions('religion'),
    background: useFilterOptions('background'),
    trait: useFilterOptions('trait'),
    communication: useFilterOptions('communication'),
  };
  const languages = useLanguageOptions();
  const feeOptions = FEE_BAND_NAMES.map((band) => ({ value: band, label: t(`therapists.filters.fee.${band}`) }));
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="mb-3 text-base font-semibold text-slate-900">{t('therapists.filters.profile')}</legend>
      <FilterSelect
        label={t('therapists.filter.modality')}
        anyLabel={any}
        options={catalogue.modality}
        value={search.modality}
        onChange={(v) => change('modality', v)}
      />
      <FilterSelect
        label={t('therapists.filter.language')}
        anyLabel={any}
        options={languages}
        value={search.language}
        onChange={(v) => change('language', v)}
      />
      {(
        [
          'therapy',
          'therapyApproach',
          'gender',
          'ageGroup',
          'religion',
          'background',
          'trait',
          'communication',
        ] as const
      ).map((filter) => (
        <FilterSelect
          key={filter}
          label={t(`therapists.filter.${filter}`)}
          anyLabel={any}
          options={catalogue[filter]}
          value={search[filter]}
          onChange={(v) => change(filter, v)}
        />
      ))}
      <FilterSelect
        label={t('therapists.filter.fee')}
        anyLabel={any}
        options={feeOptions}
        value={search.fee}
        onChange={(v) => change('fee', v as FeeBand | undefined)}
      />
    </fieldset>
  );
}

function AvailabilityFilters({ search, change }: { search: MatchSearch; change: Change }) {
  const t = useT(messages);
  const intl = useIntl();
  const zone = useUserTimeZone();
  const withinOptions = WITHIN_DAYS.map((days) => ({
    value: String(days),
    label: t('therapists.filters.days', { days }),
  }));
  return (
    <fieldset className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="mb-1 text-base font-semibold text-slate-900">{t('therapists.filters.availability')}</legend>
      <p className="text-sm text-slate-600 sm:col-span-2 lg:col-span-4">
        {t('therapists.filters.zone', { zone: formatZoneName(intl.locale, zone, new Date().toISOString()) })}
      </p>
      <FilterSelect
        label={t('therapists.filter.availableWithinDays')}
        anyLabel={t('therapists.filters.anyTime')}
        options={withinOptions}
        value={search.within === undefined ? undefined : String(search.within)}
        onChange={(v) =>
          change(
            'within',
            WITHIN_DAYS.find((days) => String(days) === v),
          )
        }
      />
      <FilterCheck
        label={t('therapists.filter.evenings')}
        checked={!!search.evenings}
        onChange={(on) => change('evenings', on || undefined)}
      />
      <FilterCheck
        label={t('therapists.filter.weekends')}
        checked={!!search.weekends}
        onChange={(on) => change('weekends', on || undefined)}
      />
    </fieldset>
  );
}
