import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { getRequestPasswordResetMutationOptions } from '../../../generated/api/user/request-password-reset';
import { useSend } from '../../lib/mutation';
import { Form } from '../../ui/form/form-kit';
import { AuthCard, linkClasses, Notice } from './AuthCard';
import { useEmailForm } from './use-email-form';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** `/forgot-password/`: the same neutral answer whether or not the address has an account. */
export function ForgotPasswordPage() {
  const t = useT(messages);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useSend(getRequestPasswordResetMutationOptions(), {
    onSuccess: (_, { data }) => setSentTo(data.email),
  });
  const form = useEmailForm((email) => request.send({ data: { email } }));
  return (
    <AuthCard title={t('account.forgot.title')} subtitle={sentTo ? undefined : t('account.forgot.intro')}>
      <div className="flex flex-col gap-5">
        {sentTo ? (
          <Notice tone="success">
            {t('account.forgot.sent', { email: <strong className="break-all">{sentTo}</strong> })}
          </Notice>
        ) : (
          <Form form={form} className="flex flex-col gap-5">
            <form.AppField name="email">
              {(field) => <field.EmailField label={t('account.signUp.email')} />}
            </form.AppField>
            <form.SubmitButton size="lg" busy={request.busy} className="w-full">
              {t('account.forgot.submit')}
            </form.SubmitButton>
          </Form>
        )}
        <Link to="/login/" className={`self-start text-sm ${linkClasses}`}>
          {t('account.backToSignIn')}
        </Link>
      </div>
    </AuthCard>
  );
}
