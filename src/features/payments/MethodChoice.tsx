import { useQuery } from '@tanstack/react-query';
import { CreditCard, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { toastMessage } from '../../lib/toast';
import { getPayForBookingMutationOptions } from '../../../generated/api/bookings/pay-for-booking';
import type { Booking, BookingPaymentRequestMethod, WalletBalance } from '../../../generated/model';
import { PayForBookingBody } from '../../../generated/zod/bookings/bookings.zod';
import { formatMinorAmount } from '../../lib/i18n/format';
import { useSend } from '../../lib/mutation';
import { conversion, track, trackOnce } from '../../lib/track';
import { Form, useAppForm, type ChoiceOption } from '../../ui/form/form-kit';
import { setPendingPayment } from './pending-payment';
import { walletBalanceQuery } from './queries';
import { useLandOnBooking } from './use-land-on-booking';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** Why the wallet cannot pay for this booking (its balance failed to load, too low…), or null when it can. */
function walletProblem(
  balance: WalletBalance | undefined,
  failed: boolean,
  booking: Booking,
): 'loadFailed' | 'otherCurrency' | 'tooLow' | null {
  if (failed) return 'loadFailed';
  if (!balance) return null;
  if (balance.currencyCode !== booking.currencyCode) return 'otherCurrency';
  return balance.balance < booking.amount ? 'tooLow' : null;
}

export function MethodChoice({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const t = useT(messages);
  const landOnBooking = useLandOnBooking();
  // Not a part of its own: the wallet is one choice of the form, which is disabled with its reason in the hint while
  // the balance loads or when it failed (the card stays), so it reads the query's state itself.
  // Optional: the wallet is one choice of the form, disabled with its reason while the balance is missing.
  const balance = useQuery(walletBalanceQuery());
  const [redirecting, setRedirecting] = useState(false);
  // eslint-disable-next-line no-restricted-syntax -- the wallet choice's hint says the balance failed, as said above
  const problem = walletProblem(balance.data, balance.isError, booking);
  const walletUnavailable = problem !== null || !balance.data;
  const amount = formatMinorAmount(intl, booking.amount, booking.currencyCode);

  const pay = useSend(getPayForBookingMutationOptions(), {
    onSuccess: async (payment) => {
      if (payment.status === 'success') {
        // Tracking: the booking is paid (wallet).
        trackOnce(booking.identifier, 'Finish_Booking', {
          bookingId: booking.identifier,
          method: 'wallet',
          ...conversion(payment.amount, payment.currencyCode),
        });
        await landOnBooking(booking.identifier, t('payments.success'));
      } else if (payment.status === 'pending' && payment.authorizationUrl) {
        setRedirecting(true);
        setPendingPayment({ reference: payment.reference, bookingId: booking.identifier });
        window.location.assign(payment.authorizationUrl);
      } else {
        toastMessage('error', t('payments.failed'), 'payments.failed');
      }
    },
  });

  const form = useAppForm({
    defaultValues: { method: 'card' as BookingPaymentRequestMethod },
    validators: { onSubmit: PayForBookingBody },
    onSubmit: async ({ value }) => {
      // Tracking: a payment starts.
      track('Start_Booking_Payment', {
        bookingId: booking.identifier,
        method: value.method,
        ...conversion(booking.amount, booking.currencyCode),
      });
      const result = await pay.send({ id: booking.identifier, data: value });
      // A refused wallet payment: the balance has probably changed.
      if (!result.ok) void balance.refetch();
    },
  });

  // The wallet may become unusable (a refused wallet payment refreshes the balance): then card is what is chosen.
  useEffect(() => {
    if (problem !== null && form.getFieldValue('method') === 'wallet') form.setFieldValue('method', 'card');
  }, [problem, form]);

  const walletHint = (() => {
    if (problem === 'loadFailed') return t('payments.method.wallet.loadFailed');
    if (!balance.data) return t('common.loading');
    const available = t('payments.method.wallet.balance', {
      balance: formatMinorAmount(intl, balance.data.balance, balance.data.currencyCode),
    });
    if (problem === 'tooLow') return `${available} · ${t('payments.method.wallet.tooLow')}`;
    if (problem === 'otherCurrency')
      return t('payments.method.wallet.otherCurrency', { currency: balance.data.currencyCode });
    return available;
  })();

  const methods: ChoiceOption[] = [
    {
      value: 'card',
      label: t('payments.method.card'),
      hint: t('payments.method.card.hint'),
      icon: CreditCard,
    },
    {
      value: 'wallet',
      label: t('payments.method.wallet'),
      hint: walletHint,
      icon: Wallet,
      disabled: walletUnavailable,
      warn: problem !== null,
    },
  ];

  return (
    <Form form={form} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <form.AppField name="method">
        {(field) => <field.ChoiceField look="card" legend={t('payments.method.legend')} options={methods} />}
      </form.AppField>
      <form.SubmitButton size="lg" className="mt-6 w-full" busy={pay.busy || redirecting}>
        {t('payments.pay', { amount })}
      </form.SubmitButton>
    </Form>
  );
}
