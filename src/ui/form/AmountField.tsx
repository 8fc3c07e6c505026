import type { InputHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { groupAsTyped } from './amount';
import { FieldShell, type FieldLabelProps } from './field-shell';

type AmountProps = FieldLabelProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'id' | 'name' | 'type' | 'className'>;

/**
 * A whole amount in major units, grouped by thousands in the locale as one types digits. The form's value is the
 * text shown: anything but digits and well-placed separators stays as typed, and the form's schema reads it with
 * `readWholeAmount` (and refuses it with the reason).
 */
export function AmountField({ label, hint, optional, className, ...input }: AmountProps) {
  const { locale } = useIntl();
  return (
    <FieldShell<string> label={label} hint={hint} optional={optional} className={className}>
      {({ field, controlProps }) => (
        <input
          {...controlProps}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={field.state.value ?? ''}
          onChange={(e) => field.handleChange(groupAsTyped(field.state.value ?? '', e.target.value, locale))}
          {...input}
        />
      )}
    </FieldShell>
  );
}
