import type { AnyFieldApi } from '@tanstack/react-form';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';

/** The messages to show for a field: after it was left or after a submit attempt, never while first typing. */
export function fieldErrors(field: AnyFieldApi): string[] {
  const { meta } = field.state;
  if (!meta.isBlurred && field.form.state.submissionAttempts === 0) return [];
  const messages = meta.errors.map((error: unknown) =>
    typeof error === 'string' ? error : typeof error === 'object' && error && 'message' in error ? String(error.message) : '',
  );
  return [...new Set(messages.filter(Boolean))];
}

interface FieldShellProps {
  field: AnyFieldApi;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
}

/** Label, control, hint and error, wired for screen readers (aria-describedby, aria-invalid). */
export function FieldShell({ field, label, hint, optional, children, className = '' }: FieldShellProps) {
  const intl = useIntl();
  const id = `field-${field.form.formId}-${field.name}`;
  const errors = fieldErrors(field);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-500"> ({intl.formatMessage({ id: 'common.optional' })})</span>}
      </label>
      {children({ id, describedBy, invalid: errors.length > 0 })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="text-sm font-medium text-rose-700">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}

export const controlClasses =
  'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-teal-600 disabled:bg-slate-100 aria-invalid:border-rose-600 border-slate-300';

type Common = { field: AnyFieldApi; label: ReactNode; hint?: ReactNode; optional?: boolean; className?: string };

export function TextField({ field, label, hint, optional, className, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'id' | 'name'>) {
  return (
    <FieldShell field={field} label={label} hint={hint} optional={optional} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={field.name}
          value={(field.state.value as string | undefined) ?? ''}
          onChange={(e) => field.handleChange(e.target.value)}
          onBlur={field.handleBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={controlClasses}
          {...input}
        />
      )}
    </FieldShell>
  );
}

/** A number input; an empty box is `undefined` in the form's values. */
export function NumberField({ field, label, hint, optional, className, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'id' | 'name' | 'type'>) {
  const value = field.state.value as number | undefined;
  return (
    <FieldShell field={field} label={label} hint={hint} optional={optional} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={field.name}
          type="number"
          inputMode="decimal"
          value={value ?? ''}
          onChange={(e) => field.handleChange(e.target.value === '' ? undefined : e.target.valueAsNumber)}
          onBlur={field.handleBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={controlClasses}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function Textarea({ field, label, hint, optional, className, ...input }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'onBlur' | 'id' | 'name'>) {
  return (
    <FieldShell field={field} label={label} hint={hint} optional={optional} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          name={field.name}
          rows={4}
          value={(field.state.value as string | undefined) ?? ''}
          onChange={(e) => field.handleChange(e.target.value)}
          onBlur={field.handleBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={controlClasses}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function Select({
  field,
  label,
  hint,
  optional,
  className,
  options,
  placeholder,
  ...select
}: Common & { options: SelectOption[]; placeholder?: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'onBlur' | 'id' | 'name'>) {
  return (
    <FieldShell field={field} label={label} hint={hint} optional={optional} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={field.name}
          value={(field.state.value as string | undefined) ?? ''}
          onChange={(e) => field.handleChange(e.target.value)}
          onBlur={field.handleBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={controlClasses}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export function Checkbox({ field, label, hint, className = '', ...input }: Omit<Common, 'optional'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'onChange' | 'onBlur' | 'id' | 'name' | 'type'>) {
  const id = `field-${field.form.formId}-${field.name}`;
  const errors = fieldErrors(field);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length ? `${id}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={field.name}
          type="checkbox"
          checked={Boolean(field.state.value)}
          onChange={(e) => field.handleChange(e.target.checked)}
          onBlur={field.handleBlur}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className="mt-0.5 size-5 rounded border-slate-400 accent-teal-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="pl-8 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="pl-8 text-sm font-medium text-rose-700">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
