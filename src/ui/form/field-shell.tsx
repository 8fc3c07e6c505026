import { useSelector, type AnyFieldApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFieldContext } from './form-context';

/** The messages to show for a field: after it was left or after a submit attempt, never while first typing. */
export function fieldErrors(field: AnyFieldApi): string[] {
  const { meta } = field.state;
  if (!meta.isBlurred && field.form.state.submissionAttempts === 0) return [];
  const messages = meta.errors.map((error: unknown) =>
    typeof error === 'string'
      ? error
      : typeof error === 'object' && error && 'message' in error
        ? String(error.message)
        : '',
  );
  return [...new Set(messages.filter(Boolean))];
}

export interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** What every text-like control takes: id, name, blur, the error and hint wiring, the look. */
  controlProps: {
    id: string;
    name: string;
    onBlur: () => void;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    className: string;
  };
}

/** The field of the surrounding `AppField`, its control's id and the errors to show (re-read on each submit attempt). */
export function useFieldState<TValue>() {
  const field = useFieldContext<TValue>();
  useSelector(field.form.store, (s) => s.submissionAttempts);
  const id = `field-${field.form.formId}-${field.name}`;
  return { field, id, errors: fieldErrors(field) };
}

/** Ids for the hint and the error, and what the control is described by. */
export function describe(id: string, hint: ReactNode, errors: string[]) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

export interface FieldLabelProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  className?: string;
}

export function OptionalMark({ optional }: { optional?: boolean }) {
  const intl = useIntl();
  if (!optional) return null;
  return <span className="font-normal text-slate-500"> ({intl.formatMessage({ id: 'common.optional' })})</span>;
}

export function FieldMessages({
  hint,
  errors,
  hintId,
  errorId,
  className = '',
}: {
  hint?: ReactNode;
  errors: string[];
  hintId?: string;
  errorId?: string;
  className?: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className={`text-sm text-slate-600 ${className}`}>
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className={`text-sm font-medium text-rose-700 ${className}`}>
          {errors.join(' ')}
        </p>
      )}
    </>
  );
}

/** Label, control, hint and error of the context's field, wired for screen readers (aria-describedby, aria-invalid). */
export function FieldShell<TValue>({
  label,
  hint,
  optional,
  className = '',
  children,
}: FieldLabelProps & {
  children: (control: FieldControl & { field: ReturnType<typeof useFieldContext<TValue>> }) => ReactNode;
}) {
  const { field, id, errors } = useFieldState<TValue>();
  const { hintId, errorId, describedBy } = describe(id, hint, errors);
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        <OptionalMark optional={optional} />
      </label>
      {children({
        field,
        id,
        describedBy,
        invalid: errors.length > 0,
        controlProps: {
          id,
          name: field.name,
          onBlur: field.handleBlur,
          'aria-invalid': errors.length > 0 || undefined,
          'aria-describedby': describedBy,
          className: controlClasses,
        },
      })}
      <FieldMessages hint={hint} errors={errors} hintId={hintId} errorId={errorId} />
    </div>
  );
}

export const controlClasses =
  'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-teal-600 disabled:bg-slate-100 aria-invalid:border-rose-600 border-slate-300';
