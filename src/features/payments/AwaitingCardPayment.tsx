import { useCallback } from 'react';
import type { WalletPaymentStatus } from '../../../generated/model';
import { conversion, trackOnce } from '../../lib/track';
import { clearPendingPayment } from './pending-payment';
import { PendingPaymentView } from './PendingPaymentView';
import { usePaymentOutcome } from './use-payment-outcome';
import { useLandOnBooking } from './use-land-on-booking';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** Back from the card provider: poll the payment every 5 s until it succeeds or fails. */
export function AwaitingCardPayment({
  bookingId,
  reference,
  onFailed,
}: {
  bookingId: string;
  reference: string;
  onFailed: () => void;
}) {
  const t = useT(messages);
  const landOnBooking = useLandOnBooking();
  const onSuccess = useCallback(
    (payment: WalletPaymentStatus) => {
      clearPendingPayment();
      // Tracking: the booking is paid (card).
      trackOnce(bookingId, 'Finish_Booking', {
        bookingId,
        method: 'card',
        ...conversion(payment.amount, payment.currencyCode),
      });
      void landOnBooking(bookingId, t('payments.success'));
    },
    [bookingId, t, landOnBooking],
  );
  usePaymentOutcome(reference, { onSuccess, onFailed });
  return <PendingPaymentView free={false} onChooseAgain={onFailed} />;
}
