import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { verificationTabs } from './tabs';
import { describe, FieldMessages, useFieldState } from '../../ui/form/field-shell';
import type { SelectOption } from '../../ui/form/form-kit';

export function AccountTabs() {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'verification.tabs' })} className="mb-6 overflow-x-auto">
      <ul className="flex gap-2">
        {verificationTabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              className="block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 aria-[current=page]:bg-teal-700 aria-[current=page]:text-white aria-[current=page]:ring-teal-700"
            >
              {intl.formatMessage({ id: tab.label })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

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
              onChange={(e) => field.handleChange(e.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))}
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
