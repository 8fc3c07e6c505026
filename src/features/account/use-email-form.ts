import { useMemo } from 'react';
import { useT } from '../../lib/i18n/translate';
import { useAppForm } from '../../ui/form/form-kit';
import messages from './messages';
import { emailOnlySchema } from './schemas';

/** A one-field form asking for an e-mail address; a valid one goes to `send`, trimmed. */
export function useEmailForm(send: (email: string) => Promise<unknown>) {
  const t = useT(messages);
  const schema = useMemo(() => emailOnlySchema(t), [t]);
  return useAppForm({
    defaultValues: { email: '' },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      await send(value.email.trim());
    },
  });
}
