import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { refreshDomains } from '../../lib/query-keys';
import { toastSuccess } from '../../lib/toast';
import { PendingPaymentView, usePaymentOutcome } from '../payments';

/** Polls a card top-up (one tab at a time) behind the pending view; success refreshes the balance and transactions. */
export default function AwaitingTopup({ reference, onDone }: { reference: string; onDone: () => void }) {
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
