import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { clearPendingPayment, readPendingPayment, type TopupPage } from '../payments';

// The polling and its full-screen view load only when there is a payment to poll (most visits have none).
const AwaitingTopup = lazy(() => import('./AwaitingTopup'));

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
    void navigate({
      to: page,
      search: (prev: Record<string, unknown>) => ({ ...prev, reference: undefined }),
      replace: true,
    });
  }, [navigate, page]);
  if (!pollReference) return null;
  return (
    <Suspense fallback={null}>
      <AwaitingTopup key={pollReference} reference={pollReference} onDone={stop} />
    </Suspense>
  );
}
