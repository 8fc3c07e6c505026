import type { AnyFieldApi } from '@tanstack/react-form';
import { useIntl, type IntlShape } from 'react-intl';
import { z } from 'zod';
import { Textarea } from './fields';

/** Every booking note's rule: at most `max` characters, with the one message for it. */
export function noteRule(intl: Pick<IntlShape, 'formatMessage'>, max: number) {
  return z.string().max(max, { error: intl.formatMessage({ id: 'note.tooLong' }, { max }) });
}

/**
 * An optional note with its live character count. The limit is checked by the form's schema, so typing is never cut
 * and the count turns red past it. `purpose` says what the note is for, before the count.
 */
export function NoteField({ field, max, purpose }: { field: AnyFieldApi; max: number; purpose?: string }) {
  const intl = useIntl();
  const count = ((field.state.value as string | undefined) ?? '').length;
  return (
    <Textarea
      field={field}
      rows={3}
      optional
      label={intl.formatMessage({ id: 'note.label' })}
      hint={
        <>
          {purpose && `${purpose} `}
          <span className={count > max ? 'font-medium text-rose-700' : undefined}>
            {intl.formatMessage({ id: 'note.counter' }, { count: intl.formatNumber(count), max: intl.formatNumber(max) })}
          </span>
        </>
      }
    />
  );
}
