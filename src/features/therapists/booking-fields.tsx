import type { AnyFieldApi } from '@tanstack/react-form';
import type { ProviderNamedItem } from '../../../generated/model';
import { fieldErrors } from '../../ui/fields';

/** One choice out of a few, as radio cards in a fieldset; the error is tied to the group. */
export function ChoiceField({ field, legend, options }: { field: AnyFieldApi; legend: string; options: ProviderNamedItem[] }) {
  const id = `field-${field.form.formId}-${field.name}`;
  const errors = fieldErrors(field);
  const errorId = errors.length ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId} className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.identifier}
            className={`flex cursor-pointer items-center gap-3 rounded-xl border bg-white px-3.5 py-3 text-sm font-medium text-slate-800 has-checked:border-teal-600 has-checked:bg-teal-50 has-checked:text-teal-900 has-focus-visible:outline-2 has-focus-visible:outline-teal-700 ${errorId ? 'border-rose-600' : 'border-slate-300'}`}
          >
            <input
              type="radio"
              name={id}
              value={option.identifier}
              checked={field.state.value === option.identifier}
              onChange={() => field.handleChange(option.identifier)}
              onBlur={field.handleBlur}
              aria-invalid={errorId ? true : undefined}
              className="size-4 accent-teal-700 focus:outline-none"
            />
            {option.name}
          </label>
        ))}
      </div>
      {errorId && (
        <p id={errorId} className="text-sm font-medium text-rose-700">
          {errors.join(' ')}
        </p>
      )}
    </fieldset>
  );
}
