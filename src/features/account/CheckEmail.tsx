import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { AuthCard, linkClasses } from './AuthCard';
import { ResendVerification } from './ResendVerification';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** After sign-up: names the address, offers 'Resend' (once per 60 s, counting down from the sign-up) and sign-in. */
export function CheckEmail({ email }: { email: string }) {
  const t = useT(messages);
  const [shownAt] = useState(() => Date.now());
  return (
    <AuthCard title={t('account.checkEmail.title')}>
      <div className="flex flex-col gap-5">
        <div className="flex items-start gap-4">
          <span
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700"
            aria-hidden="true"
          >
            <MailCheck className="size-6" />
          </span>
          <p className="text-base text-slate-800">
            {t('account.checkEmail.text', { email: <strong className="font-semibold break-all">{email}</strong> })}
          </p>
        </div>
        <p className="text-sm text-slate-600">{t('account.checkEmail.existing')}</p>
        <p className="text-sm text-slate-600">{t('account.checkEmail.notArrived')}</p>
        <ResendVerification email={email} sentAt={shownAt} />
        <Link to="/login/" className={`self-start text-sm ${linkClasses}`}>
          {t('account.backToSignIn')}
        </Link>
      </div>
    </AuthCard>
  );
}
