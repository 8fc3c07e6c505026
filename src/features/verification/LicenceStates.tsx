import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { Check, ChevronDown, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { getSetProviderLicenseStatesMutationOptions } from '../../../generated/api/provider/provider';
import type { CountryState } from '../../../generated/model';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { filterOptions } from '../../ui/form/form-kit';
import { controlClasses } from '../../ui/form/field-shell';
import { usStatesQuery } from '../therapists';
import { licenseStatesQuery } from './queries';

/** The USA states the provider is licensed in: a searchable multi-select; saving replaces the set. */
export function LicenceStates() {
  const intl = useIntl();
  const states = useQuery(usStatesQuery()).data?.items;
  const saved = useQuery(licenseStatesQuery()).data?.stateIdentifiers;
  const [chosen, setChosen] = useState<string[] | null>(null);
  const value = chosen ?? saved ?? [];
  const [query, setQuery] = useState('');
  const options = useMemo(() => (states ?? []).map((s: CountryState) => ({ value: s.identifier, label: s.name, detail: s.code })), [states]);
  const filtered = useMemo(() => filterOptions(options, query), [options, query]);
  const save = useSend(getSetProviderLicenseStatesMutationOptions(), {
    refresh: ['provider'],
    onSuccess: () => {
      setChosen(null);
      toastSuccess(intl.formatMessage({ id: 'licence.saved' }));
    },
  });
  const nameOf = (id: string) => options.find((o) => o.value === id)?.label ?? id;
  return (
    <div className="flex flex-col gap-4">
      <Field className="flex flex-col gap-1.5">
        <Label className="text-sm font-medium text-slate-800">{intl.formatMessage({ id: 'licence.label' })}</Label>
        <Combobox multiple value={value} onChange={(next: string[]) => setChosen(next)} onClose={() => setQuery('')} immediate>
          <div className="relative">
            <ComboboxInput className={`${controlClasses} pr-10`} placeholder={intl.formatMessage({ id: 'licence.search' })} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
            <ComboboxButton aria-label={intl.formatMessage({ id: 'form.combobox.showOptions' })} className="absolute inset-y-0 right-0 flex items-center px-3 text-slate-500">
              <ChevronDown className="size-5" aria-hidden />
            </ComboboxButton>
            <ComboboxOptions anchor="bottom start" className="z-50 w-(--input-width) overflow-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200 [--anchor-max-height:16rem] empty:invisible">
              {filtered.map((o) => (
                <ComboboxOption key={o.value} value={o.value} className="group flex cursor-pointer items-center gap-2 px-3.5 py-2 text-slate-800 data-focus:bg-teal-50">
                  <Check className="invisible size-4 text-teal-700 group-data-selected:visible" aria-hidden />
                  {o.label}
                </ComboboxOption>
              ))}
            </ComboboxOptions>
            {filtered.length === 0 && (
              <p role="status" className="absolute z-10 mt-1 w-full rounded-xl bg-white px-3.5 py-3 text-sm text-slate-600 shadow-lg ring-1 ring-slate-200">
                {intl.formatMessage({ id: 'form.combobox.noMatch' })}
              </p>
            )}
          </div>
        </Combobox>
      </Field>
      <ul aria-label={intl.formatMessage({ id: 'licence.chosen' })} className="flex flex-wrap gap-2">
        {value.map((id) => (
          <li key={id} className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-1 pr-1 pl-3 text-sm text-teal-900 ring-1 ring-teal-200">
            {nameOf(id)}
            <button type="button" className="rounded-full p-1 hover:bg-teal-100" aria-label={intl.formatMessage({ id: 'licence.remove' }, { state: nameOf(id) })} onClick={() => setChosen(value.filter((v) => v !== id))}>
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <Button className="self-start" busy={save.busy} onClick={() => void save.send({ data: { stateIdentifiers: value } })}>
        {intl.formatMessage({ id: 'licence.save' })}
      </Button>
    </div>
  );
}
