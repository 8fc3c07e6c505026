import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { refreshDomains } from '../../lib/query-keys';
import { toastSuccess } from '../../lib/toast';
import { clearPendingPayment, PendingPaymentView, readPendingPayment, usePaymentOutcome, type TopupPage } from '../payments';

/**
 * Back from the card provider after a top-up, on the page it was started from (`/wallet/` or `/overview/`): while this
 * tab's pending-payment flag is a top-up and a reference exists (the URL's, else the flag's), the payment is polled
 * every 5 s. Success: 'Payment successful!' and the balance and transactions refresh; anything else: 'Payment failed.
 * Please try again.'. Either way the flag and `?reference=` go. A reload resumes (the flag lives in sessionStorage).
 */
export function TopupReturn({ page, reference }: { page: TopupPage; reference?: string }) {
  const [pending, setPending] = useState(readPendingPayment);
  const pollReference = pending && 'topupFrom' in pending ? (reference ?? pending.reference) : undefined;
  const navigate = useNavigate();

  // Back from the card provider with the browser's Back button, the page may come from the back-forward cache as it
  // was left (before the flag was set): read the flag again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(readPendingPayment());
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const stop = useCallback(() => {
    clearPendingPayment();
    setPending(null);
    void navigate({ to: page, search: (prev: Record<string, unknown>) => ({ ...prev, reference: undefined }), replace: true });
  }, [navigate, page]);
  return pollReference ? <AwaitingTopup key={pollReference} reference={pollReference} onDone={stop} /> : null;
}

function AwaitingTopup({ reference, onDone }: { reference: string; onDone: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const onSuccess = useCallback(() => {
    toastSuccess(intl.formatMessage({ id: 'payments.success' }));
    onDone();
    void refreshDomains(queryClient, ['wallet']);
  }, [intl, onDone, queryClient]);
  usePaymentOutcome(reference, { onSuccess, onFailed: onDone });
  // Left at the card provider without paying, the payment stays pending: the slow notice offers to stop waiting.
  return <PendingPaymentView free={false} onChooseAgain={onDone} />;
}
