import { useMemo } from 'react';
import { getUpdatePasswordMutationOptions } from '../../../generated/api/user/update-password';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { failedWith, serverError } from './field-error';
import { changePasswordSchema } from './schemas';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const blank = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change password (POST /user/profile/update-password); a wrong old password shows the server's message on it. */
export function ChangePasswordForm() {
  const t = useT(messages);
  const schema = useMemo(() => changePasswordSchema(t), [t]);
  const update = useSend(getUpdatePasswordMutationOptions(), {
    handles: failedWith(400),
    onSuccess: (response) => {
      toastSuccess(response.message);
      form.reset();
    },
  });
  const form = useAppForm({
    defaultValues: blank,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      const result = await update.send({ data: { oldPassword: value.oldPassword, newPassword: value.newPassword } });
      if (!result.ok && failedWith(400)(result.error)) form.setFieldMeta('oldPassword', serverError(result.error));
    },
  });
  return (
    <Form form={form} className="grid gap-5 sm:max-w-md">
      <form.AppField name="oldPassword">
        {(field) => <field.PasswordField label={t('account.settings.password.old')} autoComplete="current-password" />}
      </form.AppField>
      <form.AppField name="newPassword">
        {(field) => (
          <field.PasswordField
            label={t('account.settings.password.new')}
            hint={t('account.password.hint')}
            autoComplete="new-password"
          />
        )}
      </form.AppField>
      <form.AppField name="confirmPassword">
        {(field) => <field.PasswordField label={t('account.settings.password.confirm')} autoComplete="new-password" />}
      </form.AppField>
      <form.SubmitButton busy={update.busy} className="justify-self-start">
        {t('account.settings.password.submit')}
      </form.SubmitButton>
    </Form>
  );
}
