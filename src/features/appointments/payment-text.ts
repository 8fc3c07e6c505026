import { useIntl } from 'react-intl';
import { BookingPaymentStatus, type Booking } from '../../../generated/model';
import { knownValue, UNKNOWN_VALUE_MESSAGE } from '../../lib/enums';
import { formatMinorAmount } from '../../lib/i18n/format';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** 'Paid · NGN 15,000.00', 'Free', 'Unpaid · …', 'Refunded · …'. */
export function usePaymentText(booking: Booking): string {
  const intl = useIntl();
  const t = useT(messages);
  const known = knownValue(BookingPaymentStatus, booking.paymentStatus);
  const state = t(known ? `appointments.payment.${known}` : UNKNOWN_VALUE_MESSAGE);
  if (booking.paymentStatus === 'free' || booking.amount === 0) return state;
  return t('appointments.payment.withAmount', {
    state,
    amount: formatMinorAmount(intl, booking.amount, booking.currencyCode),
  });
}
