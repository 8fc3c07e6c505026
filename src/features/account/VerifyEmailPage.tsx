import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { getRequestVerificationEmailMutationOptions } from '../../../generated/api/user/request-verification-email';
import { getVerifyRegistrationMutationOptions } from '../../../generated/api/user/verify-registration';
import { useSend } from '../../lib/mutation';
import { ButtonLink } from '../../ui/Button';
import { Form } from '../../ui/form/form-kit';
import { Spinner } from '../../ui/Spinner';
import { AuthCard, linkClasses, Notice } from './AuthCard';
import { ResendVerification } from './ResendVerification';
import { useEmailForm } from './use-email-form';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

type Outcome = 'checking' | 'verified' | 'failed';

/** `/verify-email/?token=…`: verifies on arrival; a bad token says so and offers a new link. */
export function VerifyEmailPage({ token }: { token: string | undefined }) {
  const t = useT(messages);
  const [outcome, setOutcome] = useState<Outcome>(token ? 'checking' : 'failed');
  // The page shows what went wrong itself, so no toast.
  const verify = useSend(getVerifyRegistrationMutationOptions(), { handles: () => true });
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void verify.send({ data: { token } }).then((result) => setOutcome(result.ok ? 'verified' : 'failed'));
  }, [token, verify]);

  return (
    <AuthCard title={t('account.verify.title')}>
      {outcome === 'checking' && (
        <p className="flex items-center gap-3 text-slate-700" role="status">
          <Spinner className="size-5" decorative />
          {t('account.verify.checking')}
        </p>
      )}
      {outcome === 'verified' && (
        <div className="flex flex-col gap-5">
          <Notice tone="success">{t('account.verify.done')}</Notice>
          <ButtonLink to="/login/" size="lg" className="self-start">
            {t('account.verify.signIn')}
          </ButtonLink>
        </div>
      )}
      {outcome === 'failed' && <FailedVerification />}
    </AuthCard>
  );
}

/** The link did not work: ask for the address and send a new link (then 'Resend' once per 60 s). */
function FailedVerification() {
  const t = useT(messages);
  const [sent, setSent] = useState<{ email: string; at: number } | null>(null);
  const request = useSend(getRequestVerificationEmailMutationOptions(), {
    onSuccess: (_, { data }) => setSent({ email: data.email, at: Date.now() }),
  });
  const form = useEmailForm((email) => request.send({ data: { email } }));
  return (
    <div className="flex flex-col gap-5">
      <Notice tone="warning">{t('account.verify.failed')}</Notice>
      {sent ? (
        <>
          <Notice tone="success">{t('account.resent', { email: sent.email })}</Notice>
          <ResendVerification email={sent.email} sentAt={sent.at} />
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t('account.verify.resendIntro')}</p>
          <Form form={form} className="flex flex-col gap-4">
            <form.AppField name="email">
              {(field) => <field.EmailField label={t('account.signUp.email')} />}
            </form.AppField>
            <form.SubmitButton className="self-start" busy={request.busy}>
              {t('account.resendVerification')}
            </form.SubmitButton>
          </Form>
        </>
      )}
      <Link to="/login/" className={`self-start text-sm ${linkClasses}`}>
        {t('account.backToSignIn')}
      </Link>
    </div>
  );
}
