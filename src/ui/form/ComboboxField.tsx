import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { Check, ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { filterOptions, type ComboOption } from './combo-options';
import { controlClasses, OptionalMark, useFieldState, type FieldLabelProps } from './field-shell';

/** A searchable select (Headless UI Combobox): the list opens on focus and narrows as one types. */
export function ComboboxField({
  label,
  hint,
  optional,
  className = '',
  options,
  placeholder,
  toggleLabel,
  noMatch,
}: FieldLabelProps & {
  options: ComboOption[];
  placeholder?: string;
  /** The name of the button that opens the list. */
  toggleLabel?: string;
  /** Said when nothing matches what was typed. */
  noMatch?: string;
}) {
  const { field, errors } = useFieldState<string>();
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => filterOptions(options, query), [options, query]);
  const selected = options.find((o) => o.value === field.state.value) ?? null;
  return (
    <Field className={`flex flex-col gap-1.5 ${className}`}>
      <Label className="text-sm font-medium text-slate-800">
        {label}
        <OptionalMark optional={optional} />
      </Label>
      <Combobox
        value={selected}
        by="value"
        onChange={(o: ComboOption | null) => field.handleChange(o?.value ?? '')}
        onClose={() => setQuery('')}
        immediate
      >
        <div className="relative">
          <ComboboxInput
            className={`${controlClasses} pr-10`}
            placeholder={placeholder}
            displayValue={(o: ComboOption | null) => o?.label ?? ''}
            onChange={(e) => setQuery(e.target.value)}
            onBlur={field.handleBlur}
            aria-invalid={errors.length > 0 || undefined}
            autoComplete="off"
          />
          <ComboDropdown options={filtered} toggleLabel={toggleLabel} noMatch={noMatch} />
        </div>
      </Combobox>
      {hint && <Description className="text-sm text-slate-600">{hint}</Description>}
      {errors.length > 0 && <Description className="text-sm font-medium text-rose-700">{errors.join(' ')}</Description>}
    </Field>
  );
}

/** The toggle button, the options (each with its check and detail) and the no-match note of a combobox. */
export function ComboDropdown({
  options,
  toggleLabel,
  noMatch,
}: {
  options: ComboOption[];
  toggleLabel?: string;
  noMatch?: string;
}) {
  const intl = useIntl();
  const filtered = options;
  return (
    <>
      <ComboboxButton
        aria-label={toggleLabel ?? intl.formatMessage({ id: 'form.combobox.showOptions' })}
        className="absolute inset-y-0 right-0 flex items-center rounded-r-xl px-3 text-slate-500 hover:text-slate-800"
      >
        <ChevronDown className="size-5" aria-hidden="true" />
      </ComboboxButton>
      <ComboboxOptions
        anchor="bottom start"
        className="z-50 w-(--input-width) overflow-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200 [--anchor-gap:4px] [--anchor-max-height:16rem] empty:invisible focus:outline-none"
      >
        {filtered.map((option) => (
          <ComboboxOption
            key={option.value}
            value={option}
            className="group flex cursor-pointer items-center justify-between gap-3 px-3.5 py-2 text-slate-800 data-focus:bg-teal-50 data-focus:text-teal-900 data-selected:font-semibold"
          >
            <span className="flex items-center gap-2">
              <Check className="invisible size-4 text-teal-700 group-data-selected:visible" aria-hidden="true" />
              {option.label}
            </span>
            {option.detail && (
              <span className="text-xs text-slate-500" aria-hidden="true">
                {option.detail}
              </span>
            )}
          </ComboboxOption>
        ))}
      </ComboboxOptions>
      {filtered.length === 0 && (
        // Outside the (empty) listbox: a listbox may only hold options.
        <p
          role="status"
          className="absolute z-10 mt-1 w-full rounded-xl bg-white px-3.5 py-3 text-sm text-slate-600 shadow-lg ring-1 ring-slate-200"
        >
          {noMatch ?? intl.formatMessage({ id: 'form.combobox.noMatch' })}
        </p>
      )}
    </>
  );
}
