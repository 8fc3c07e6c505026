import { describe, FieldMessages, useFieldState } from '../../ui/form/field-shell';
import type { SelectOption } from '../../ui/form/form-kit';

/** Several answers out of a few, as checkboxes in a fieldset; the value is the chosen values. */
export function CheckGroupField({ legend, options }: { legend: string; options: SelectOption[] }) {
  const { field, id, errors } = useFieldState<string[]>();
  const { errorId, describedBy } = describe(id, undefined, errors);
  const value = field.state.value ?? [];
  return (
    <fieldset aria-describedby={describedBy} className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-center gap-3 rounded-xl border bg-white px-3.5 py-3 text-sm font-medium text-slate-800 has-checked:border-teal-600 has-checked:bg-teal-50 ${errorId ? 'border-rose-600' : 'border-slate-300'}`}
          >
            <input
              type="checkbox"
              name={id}
              value={option.value}
              checked={value.includes(option.value)}
              onChange={(e) =>
                field.handleChange(
                  e.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value),
                )
              }
              onBlur={field.handleBlur}
              className="size-4 accent-teal-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessages errors={errors} errorId={errorId} />
    </fieldset>
  );
}
