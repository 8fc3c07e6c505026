import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Label,
} from '@headlessui/react';
import { Check, ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { filterOptions, type ComboOption } from '../../ui/form/form-kit';
import { controlClasses } from '../../ui/form/field-shell';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The searchable multi-select of the licence states; its own chunk, as Headless UI's combobox is large. */
export function LicenceStatesPicker({
  options,
  value,
  onChange,
}: {
  options: ComboOption[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const t = useT(messages);
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => filterOptions(options, query), [options, query]);
  return (
    <Field className="flex flex-col gap-1.5">
      <Label className="text-sm font-medium text-slate-800">{t('verification.licence.label')}</Label>
      <Combobox multiple value={value} onChange={onChange} onClose={() => setQuery('')} immediate>
        <div className="relative">
          <ComboboxInput
            className={`${controlClasses} pr-10`}
            placeholder={t('verification.licence.search')}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
          />
          <ComboboxButton
            aria-label={t('form.combobox.showOptions')}
            className="absolute inset-y-0 right-0 flex items-center px-3 text-slate-500"
          >
            <ChevronDown className="size-5" aria-hidden />
          </ComboboxButton>
          <ComboboxOptions
            anchor="bottom start"
            className="z-50 w-(--input-width) overflow-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200 [--anchor-max-height:16rem] empty:invisible"
          >
            {filtered.map((o) => (
              <ComboboxOption
                key={o.value}
                value={o.value}
                className="group flex cursor-pointer items-center gap-2 px-3.5 py-2 text-slate-800 data-focus:bg-teal-50"
              >
                <Check className="invisible size-4 text-teal-700 group-data-selected:visible" aria-hidden />
                {o.label}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
          {filtered.length === 0 && (
            <p
              role="status"
              className="absolute z-10 mt-1 w-full rounded-xl bg-white px-3.5 py-3 text-sm text-slate-600 shadow-lg ring-1 ring-slate-200"
            >
              {t('form.combobox.noMatch')}
            </p>
          )}
        </div>
      </Combobox>
    </Field>
  );
}
