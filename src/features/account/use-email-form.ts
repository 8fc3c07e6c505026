import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppForm } from '../../ui/form/form-kit';
import { emailOnlySchema } from './schemas';

/** A one-field form asking for an e-mail address; a valid one goes to `send`, trimmed. */
export function useEmailForm(send: (email: string) => Promise<unknown>) {
  const intl = useIntl();
  const schema = useMemo(() => emailOnlySchema(intl), [intl]);
  return useAppForm({
    defaultValues: { email: '' },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      await send(value.email.trim());
    },
  });
}
