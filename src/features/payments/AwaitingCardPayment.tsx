import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../lib/errors';
import { toastError, toastMessage } from '../../lib/toast';
import { conversion, trackOnce } from '../../lib/track';
import { clearPendingPayment } from './pending-payment';
import { PendingPaymentView } from './PendingPaymentView';
import { paymentStatusQuery } from './queries';
import { useLandOnBooking } from './use-land-on-booking';

/** Back from the card provider: poll the payment every 5 s until it succeeds or fails. */
export function AwaitingCardPayment({ bookingId, reference, onFailed }: { bookingId: string; reference: string; onFailed: () => void }) {
  const intl = useIntl();
  const landOnBooking = useLandOnBooking();
  const status = useQuery(paymentStatusQuery(reference));
  const outcome = status.data?.status;
  // A reference the server does not know (or not ours) will never settle: say why and offer the choice again.
  const rejected = status.error instanceof ApiError && status.error.status >= 400 && status.error.status < 500 ? status.error : null;
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    if (outcome === 'success') {
      handled.current = true;
      clearPendingPayment();
      // Tracking: the booking is paid (card).
      if (status.data) trackOnce(bookingId, 'Finish_Booking', { bookingId, method: 'card', ...conversion(status.data.amount, status.data.currencyCode) });
      void landOnBooking(bookingId, intl.formatMessage({ id: 'payments.success' }));
    } else if (outcome === 'failed' || rejected) {
      handled.current = true;
      if (rejected) toastError(rejected);
      else toastMessage('error', intl.formatMessage({ id: 'payments.failed' }), 'payments.failed');
      onFailed();
    }
  }, [outcome, rejected, bookingId, intl, landOnBooking, onFailed, status.data]);

  return <PendingPaymentView free={false} onChooseAgain={onFailed} />;
}
