import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { controlClasses } from '../../ui/form/field-shell';
import { catalogueQuery, languagesQuery } from './filter-queries';
import type { CatalogueFilter } from './match-search';

export interface FilterOption {
  value: string;
  label: string;
}

/** A filter's select: "any" first, then its options; choosing sets (or, with "any", removes) the URL's value. */
export function FilterSelect({
  label,
  anyLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  options: FilterOption[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  // A value from a shared link that the list does not (yet) hold stays chosen rather than showing "any".
  const shown = value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className={controlClasses}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">{anyLabel}</option>
        {shown.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A yes-only filter (`evenings`, `weekends`) as a checkbox. */
export function FilterCheck({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-5 rounded border-slate-400 accent-teal-700"
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}

/**
 * The catalogue filters but language (the region call's list): each names the catalogue list of the same name, so a
 * filter the contract adds without such a list does not compile where its list is asked for.
 */
type ListedFilter = Exclude<CatalogueFilter, 'language'>;

/**
 * A catalogue filter's options. While the list loads, or when it failed, the select offers "any" (and a chosen value)
 * only: the filter still works from the URL, and the listing says the rest.
 */
export function useFilterOptions(filter: ListedFilter): FilterOption[] {
  // Optional: a filter whose list failed offers "any" only; the listing still shows.
  const items = useQuery(catalogueQuery(filter)).data?.items ?? [];
  return items.map((item) => ({ value: item.identifier, label: item.name }));
}

/** The languages, each named in the page's language (`Deutsch`, `Englisch` in German). */
export function useLanguageOptions(): FilterOption[] {
  const intl = useIntl();
  // Optional: as the catalogue filters, the language filter works without its list.
  const items = useQuery(languagesQuery()).data?.items ?? [];
  const names = new Intl.DisplayNames([intl.locale], { type: 'language' });
  return items.map((l) => ({ value: l.identifier, label: names.of(l.code) ?? l.name }));
}
