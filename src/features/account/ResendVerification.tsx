import { useEffect, useState } from 'react';
import { getRequestVerificationEmailMutationOptions } from '../../../generated/api/user/request-verification-email';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The UI sends a verification mail at most once per this many seconds. */
const RESEND_COOLDOWN_S = 60;

/** Seconds left until `until` (a time in ms), at most the cool-down, ticking while any are left; 0 once it has passed. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  const running = until > now;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [running, until]);
  return Math.min(RESEND_COOLDOWN_S, Math.max(0, Math.ceil((until - now) / 1000)));
}

/**
 * 'Resend' for the verification e-mail (POST /user/register/request-verification), at most once per 60 s with a
 * visible countdown. `sentAt`: when a mail was last sent (sign-up just sent one), so the countdown starts at once.
 */
export function ResendVerification({
  email,
  sentAt,
  label = 'account.resend',
}: {
  email: string;
  sentAt?: number;
  label?: 'account.resend' | 'account.resendVerification';
}) {
  const t = useT(messages);
  const [lastSent, setLastSent] = useState(sentAt ?? 0);
  const seconds = useSecondsLeft(lastSent + RESEND_COOLDOWN_S * 1000);
  const resend = useSend(getRequestVerificationEmailMutationOptions(), {
    onSuccess: () => {
      setLastSent(Date.now());
      toastSuccess(t('account.resent', { email }));
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        busy={resend.busy}
        disabled={seconds > 0}
        onClick={() => void resend.send({ data: { email } })}
      >
        {t(label)}
      </Button>
      {seconds > 0 && <span className="text-sm text-slate-600">{t('account.resendIn', { seconds })}</span>}
    </div>
  );
}
