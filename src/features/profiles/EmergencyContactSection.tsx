import { useMemo } from 'react';
import { getSetClientEmergencyContactMutationOptions } from '../../../generated/api/client/set-client-emergency-contact';
import type { ClientEmergencyContact } from '../../../generated/model';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { emergencyContactSchema } from './schemas';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';
import { trimInvisible } from '../../lib/visible-text';

/** The client's one emergency contact (POST /client/emergency-contact): the saved one is shown, a new one replaces it. */
export function EmergencyContactSection({ contact }: { contact: ClientEmergencyContact | null }) {
  const t = useT(messages);
  const schema = useMemo(() => emergencyContactSchema(t), [t]);
  const save = useSend(getSetClientEmergencyContactMutationOptions(), {
    refresh: ['client'],
    onSuccess: () => {
      toastSuccess(t('profiles.saved'));
      form.reset({ name: '', phoneNumber: '' });
    },
  });
  const form = useAppForm({
    defaultValues: { name: '', phoneNumber: '' },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      await save.send({ data: { name: trimInvisible(value.name), phoneNumber: value.phoneNumber.trim() } });
    },
  });
  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-700">{t('profiles.emergency.intro')}</p>
      <p className="rounded-2xl bg-slate-50 p-4 font-medium text-slate-900" data-testid="emergency-contact">
        {contact
          ? t('profiles.emergency.current', { name: contact.name, phone: contact.phoneNumber })
          : t('profiles.emergency.none')}
      </p>
      <Form form={form} id="emergency-contact" className="grid gap-5 sm:grid-cols-2">
        <form.AppField name="name">
          {(field) => <field.TextField label={t('profiles.field.contactName')} autoComplete="off" />}
        </form.AppField>
        <form.AppField name="phoneNumber">
          {(field) => (
            <field.TextField
              label={t('profiles.field.contactPhone')}
              hint={t('profiles.field.contactPhoneHint')}
              inputMode="numeric"
              autoComplete="off"
            />
          )}
        </form.AppField>
        <div className="flex justify-end sm:col-span-2">
          <form.SubmitButton busy={save.busy}>
            {t(contact ? 'profiles.emergency.replace' : 'profiles.emergency.save')}
          </form.SubmitButton>
        </div>
      </Form>
    </div>
  );
}
