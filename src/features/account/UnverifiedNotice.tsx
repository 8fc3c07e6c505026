import { Notice } from './AuthCard';
import { ResendVerification } from './ResendVerification';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** On the login page, after a sign-in the server refused as unverified: says so, with 'Resend verification e-mail'. */
export function UnverifiedNotice({ email }: { email: string }) {
  const t = useT(messages);
  return (
    <Notice tone="warning" title={t('account.unverified.title')}>
      <p>{t('account.unverified.text', { email: <strong className="break-all">{email}</strong> })}</p>
      <div className="mt-3">
        <ResendVerification email={email} label="account.resendVerification" />
      </div>
    </Notice>
  );
}
