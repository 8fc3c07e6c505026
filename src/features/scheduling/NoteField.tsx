import type { AnyFieldApi } from '@tanstack/react-form';
import { useIntl } from 'react-intl';
import { Textarea } from '../../ui/fields';

/** The booking note with its character counter (the limit is checked by the form's schema, so typing is never cut). */
export function NoteField({ field, max, optional = false }: { field: AnyFieldApi; max: number; optional?: boolean }) {
  const intl = useIntl();
  const value = (field.state.value as string | undefined) ?? '';
  return (
    <Textarea
      field={field}
      rows={3}
      optional={optional}
      label={intl.formatMessage({ id: 'scheduling.note.label' })}
      hint={intl.formatMessage({ id: 'scheduling.note.counter' }, { count: value.length, max })}
    />
  );
}
