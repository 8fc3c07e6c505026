import { Combobox, ComboboxInput, Description, Field, Label } from '@headlessui/react';
import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ComboDropdown } from './ComboboxField';
import { filterOptions, type ComboOption } from './combo-options';
import { controlClasses, OptionalMark, useFieldState, type FieldLabelProps } from './field-shell';

/**
 * A searchable multi-select (Headless UI Combobox, `multiple`): typing narrows the list, arrows and Enter pick, the
 * chosen ones show as chips above with a remove button each. The form's value is the chosen values, `string[]`.
 */
export function MultiComboboxField({
  label,
  hint,
  optional,
  className = '',
  options,
  removeLabel,
}: FieldLabelProps & {
  options: ComboOption[];
  /** The name of a chip's remove button, e.g. "Remove Anxiety". */
  removeLabel: (label: string) => string;
}) {
  const { field, id, errors } = useFieldState<string[]>();
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => filterOptions(options, query), [options, query]);
  const values = field.state.value ?? [];
  const selected = options.filter((o) => values.includes(o.value));
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return (
    <Field className={`flex flex-col gap-1.5 ${className}`}>
      <Label className="text-sm font-medium text-slate-800">
        {label}
        <OptionalMark optional={optional} />
      </Label>
      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {selected.map((option) => (
            <li
              key={option.value}
              className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-1 pr-1 pl-3 text-sm font-medium text-teal-900 ring-1 ring-teal-200"
            >
              {option.label}
              <button
                type="button"
                onClick={() => field.handleChange(values.filter((v) => v !== option.value))}
                className="rounded-full p-1 text-teal-800 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <X className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{removeLabel(option.label)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Combobox
        multiple
        value={selected}
        by="value"
        onChange={(next: ComboOption[]) => {
          field.handleChange(next.map((o) => o.value));
          setQuery('');
        }}
        onClose={() => setQuery('')}
        immediate
      >
        <div className="relative">
          <ComboboxInput
            className={`${controlClasses} pr-10`}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onBlur={field.handleBlur}
            aria-invalid={errors.length > 0 || undefined}
            autoComplete="off"
          />
          <ComboDropdown options={filtered} />
        </div>
      </Combobox>
      {hint && <Description className="text-sm text-slate-600">{hint}</Description>}
      {errorId && (
        <Description id={errorId} className="text-sm font-medium text-rose-700">
          {errors.join(' ')}
        </Description>
      )}
    </Field>
  );
}
