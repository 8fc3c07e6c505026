import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { WalletPaymentStatus } from '../../../generated/model';
import { ApiError } from '../../lib/errors';
import { toastError, toastMessage } from '../../lib/toast';
import { paymentStatusQuery } from './queries';
import messages from './messages';
import { useT } from '../../lib/i18n/translate';

/**
 * True while this tab holds the Web Lock `name`: of several tabs that want to poll the same payment only one does, and
 * the next takes over when it stops (settled, left or closed). Without Web Locks every tab polls.
 */
export function usePollLock(name: string): boolean {
  const [held, setHeld] = useState(() => typeof navigator === 'undefined' || !('locks' in navigator));
  useEffect(() => {
    if (!('locks' in navigator)) return;
    const abort = new AbortController();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    navigator.locks
      .request(name, { signal: abort.signal }, () => {
        setHeld(true);
        return released;
      })
      .catch(() => {}); // aborted while waiting: this tab no longer wants it
    return () => {
      abort.abort();
      release();
      setHeld(false);
    };
  }, [name]);
  return held;
}

/**
 * Back from the card provider: the payment's status every 5 s (spec), in one tab at a time, until it settles. `success`
 * calls `onSuccess` once; any other settled status, or a reference the server refuses, shows 'Payment failed. Please
 * try again.' (or the server's reason) and calls `onFailed` once.
 */
export function usePaymentOutcome(
  reference: string,
  { onSuccess, onFailed }: { onSuccess: (payment: WalletPaymentStatus) => void; onFailed: () => void },
): void {
  const polling = usePollLock(`payment-status:${reference}`);
  // Background: polled until the payment settles; the page shows its own waiting view.
  const status = useQuery({ ...paymentStatusQuery(reference), enabled: polling });
  const outcome = status.data?.status;
  // A reference the server does not know (or not ours) will never settle.
  const rejected =
    status.error instanceof ApiError && status.error.status >= 400 && status.error.status < 500 ? status.error : null;
  const handled = useRef(false);
  const t = useT(messages);

  useEffect(() => {
    if (handled.current) return;
    if (outcome === 'success' && status.data) {
      handled.current = true;
      onSuccess(status.data);
    } else if ((outcome && outcome !== 'pending') || rejected) {
      handled.current = true;
      if (rejected) toastError(rejected);
      else toastMessage('error', t('payments.failed'), 'payments.failed');
      onFailed();
    }
  }, [outcome, rejected, onSuccess, onFailed, status.data, t]);
}
