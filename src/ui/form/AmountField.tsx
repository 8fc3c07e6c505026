import { useState, type InputHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { formatAmount, parseAmount, tidyAmount } from './amount';
import { FieldShell, type FieldLabelProps } from './field-shell';

type AmountProps = FieldLabelProps & { fractionDigits?: number } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'onChange' | 'onBlur' | 'id' | 'name' | 'type' | 'className'
  >;

/**
 * An amount in major units, shown with the locale's thousands separators as one types; the form's value is the
 * number (undefined while empty).
 */
export function AmountField({ label, hint, optional, className, fractionDigits = 2, ...input }: AmountProps) {
  const { locale } = useIntl();
  const [typed, setTyped] = useState('');
  return (
    <FieldShell<number | undefined> label={label} hint={hint} optional={optional} className={className}>
      {({ field, controlProps }) => {
        // What was typed stays as typed ("1,234." keeps its point) until the value is set from elsewhere.
        const shown = parseAmount(typed, locale) === field.state.value ? typed : formatAmount(field.state.value, locale, fractionDigits);
        return (
          <input
            {...controlProps}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={shown}
            onChange={(e) => {
              const next = tidyAmount(e.target.value, locale, fractionDigits);
              setTyped(next);
              field.handleChange(parseAmount(next, locale));
            }}
            {...input}
          />
        );
      }}
    </FieldShell>
  );
}
