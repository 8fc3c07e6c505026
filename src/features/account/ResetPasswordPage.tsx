import { Link, useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { getResetPasswordMutationOptions } from '../../../generated/api/user/reset-password';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { AuthCard, linkClasses, Notice } from './AuthCard';
import { failedWith } from './field-error';
import { resetPasswordSchema } from './schemas';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const badToken = failedWith(400, 'INVALID_TOKEN');

/** `/reset-password/?token=…`: a new password (6 to 32, 'Password must match'); then `/login/` with a toast. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const t = useT(messages);
  const router = useRouter();
  const [invalid, setInvalid] = useState(!token);
  const schema = useMemo(() => resetPasswordSchema(t), [t]);
  const reset = useSend(getResetPasswordMutationOptions(), {
    handles: badToken,
    onSuccess: async () => {
      toastSuccess(t('account.reset.done'));
      await router.navigate({ to: '/login/', replace: true });
    },
  });
  const form = useAppForm({
    defaultValues: { password: '', confirmPassword: '' },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      const result = await reset.send({ data: { token: token ?? '', password: value.password } });
      if (!result.ok && badToken(result.error)) setInvalid(true);
    },
  });

  return (
    <AuthCard title={t('account.reset.title')}>
      {invalid ? (
        <div className="flex flex-col gap-5">
          <Notice tone="warning">{t('account.reset.invalid')}</Notice>
          <Link to="/forgot-password/" className={`self-start ${linkClasses}`}>
            {t('account.reset.requestNew')}
          </Link>
        </div>
      ) : (
        <Form form={form} className="flex flex-col gap-5">
          <form.AppField name="password">
            {(field) => (
              <field.PasswordField
                label={t('account.reset.password')}
                hint={t('account.password.hint')}
                autoComplete="new-password"
              />
            )}
          </form.AppField>
          <form.AppField name="confirmPassword">
            {(field) => <field.PasswordField label={t('account.reset.confirmPassword')} autoComplete="new-password" />}
          </form.AppField>
          <form.SubmitButton size="lg" busy={reset.busy} className="w-full">
            {t('account.reset.submit')}
          </form.SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
