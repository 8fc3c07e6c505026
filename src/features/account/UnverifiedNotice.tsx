import { useIntl } from 'react-intl';
import { Notice } from './AuthCard';
import { ResendVerification } from './ResendVerification';

/** On the login page, after a sign-in the server refused as unverified: says so, with 'Resend verification e-mail'. */
export function UnverifiedNotice({ email }: { email: string }) {
  const intl = useIntl();
  return (
    <Notice tone="warning" title={intl.formatMessage({ id: 'accounts.unverified.title' })}>
      <p>
        {intl.formatMessage(
          { id: 'accounts.unverified.text' },
          { email: <strong className="break-all">{email}</strong> },
        )}
      </p>
      <div className="mt-3">
        <ResendVerification email={email} label="accounts.resendVerification" />
      </div>
    </Notice>
  );
}
