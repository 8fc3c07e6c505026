import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshDomains } from '../../lib/query-keys';
import { toastSuccess } from '../../lib/toast';
import { PendingPaymentView, usePaymentOutcome } from '../payments';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** Polls a card top-up (one tab at a time) behind the pending view; success refreshes the balance and transactions. */
export default function AwaitingTopup({ reference, onDone }: { reference: string; onDone: () => void }) {
  const t = useT(messages);
  const queryClient = useQueryClient();
  const onSuccess = useCallback(() => {
    toastSuccess(t('payments.success'));
    onDone();
    void refreshDomains(queryClient, ['wallet']);
  }, [t, onDone, queryClient]);
  usePaymentOutcome(reference, { onSuccess, onFailed: onDone });
  // Left at the card provider without paying, the payment stays pending: the slow notice offers to stop waiting.
  return <PendingPaymentView free={false} onChooseAgain={onDone} />;
}
