import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { useHydrated } from '../../lib/hydration';
import type { CommonId, Translate } from '../../lib/i18n/translate';
import { FieldShell, type FieldLabelProps } from './field-shell';
import { useFieldContext } from './form-context';

type InputProps = FieldLabelProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'id' | 'name' | 'type' | 'className'>;

/**
 * A one-line input whose value is the text typed; `type` picks the browser's control (text, email, date…). On a page
 * prerendered at build time it takes no typing until hydrated: text typed before would never reach the form.
 */
function InputField({ label, hint, optional, className, type, ...input }: InputProps & { type: string }) {
  const typable = useHydrated();
  return (
    <FieldShell<string> label={label} hint={hint} optional={optional} className={className}>
      {({ field, controlProps }) => (
        <input
          {...controlProps}
          type={type}
          value={field.state.value ?? ''}
          onChange={(e) => field.handleChange(e.target.value)}
          readOnly={!typable || undefined}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export const TextField = (props: InputProps) => <InputField type="text" {...props} />;
export const EmailField = (props: InputProps) => (
  <InputField type="email" inputMode="email" autoComplete="email" {...props} />
);
export const PasswordField = (props: InputProps) => <InputField type="password" {...props} />;
/** The value is the date as `YYYY-MM-DD` ('' while empty). */
export const DateField = (props: InputProps) => <InputField type="date" {...props} />;
/** The value is the month as `YYYY-MM` ('' while empty). */
export const MonthField = (props: InputProps) => <InputField type="month" {...props} />;

type TextareaProps = FieldLabelProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'onBlur' | 'id' | 'name' | 'className'>;

export function TextareaField({ label, hint, optional, className, ...textarea }: TextareaProps) {
  const typable = useHydrated();
  return (
    <FieldShell<string> label={label} hint={hint} optional={optional} className={className}>
      {({ field, controlProps }) => (
        <textarea
          {...controlProps}
          rows={4}
          value={field.state.value ?? ''}
          onChange={(e) => field.handleChange(e.target.value)}
          readOnly={!typable || undefined}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}

/** Every note's rule: at most `max` characters, with the one message for it. */
export function noteRule(t: Translate<CommonId>, max: number) {
  return z.string().check(z.maxLength(max, { error: t('note.tooLong', { max }) }));
}

/**
 * An optional note with its live character count. The limit is checked by the form's schema (`noteRule`), so typing
 * is never cut and the count turns red past it. `purpose` says what the note is for, before the count; `label` names
 * another counted text (a session note's content, a review's comment).
 */
export function NoteField({
  max,
  purpose,
  label,
  optional = true,
  rows = 3,
}: {
  max: number;
  purpose?: string;
  label?: string;
  optional?: boolean;
  rows?: number;
}) {
  const intl = useIntl();
  const count = (useFieldContext<string>().state.value ?? '').length;
  return (
    <TextareaField
      rows={rows}
      optional={optional}
      label={label ?? intl.formatMessage({ id: 'note.label' })}
      hint={
        <>
          {purpose && `${purpose} `}
          <span className={count > max ? 'font-medium text-rose-700' : undefined}>
            {intl.formatMessage(
              { id: 'note.counter' },
              { count: intl.formatNumber(count), max: intl.formatNumber(max) },
            )}
          </span>
        </>
      }
    />
  );
}
