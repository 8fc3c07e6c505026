import { useForm } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import { useGetBooking, usePayForBooking } from '../../../generated/api/bookings/bookings';
import { useGetPaymentStatus, useGetWalletBalance } from '../../../generated/api/wallet/wallet';
import type { Booking, BookingPaymentRequestMethod, WalletBalance } from '../../../generated/model';
import { PayForBookingBody } from '../../../generated/zod/bookings/bookings.zod';
import { invalidateBookings, otherPartyOf } from '../../lib/bookings';
import { ApiError } from '../../lib/errors';
import { formatMinorAmount } from '../../lib/i18n/format';
import { formatSessionDay, formatSessionTime } from '../../lib/i18n/session-time';
import { useModal } from '../../lib/modal';
import { useSession } from '../../lib/session';
import { useUserTimeZone } from '../../lib/time-zone';
import { toastError, toastSuccess } from '../../lib/toast';
import { Avatar } from '../../ui/Avatar';
import { Button, ButtonLink } from '../../ui/Button';
import { PageContainer } from '../../ui/PageLayout';
import { PageTitle } from '../../ui/PageTitle';
import { LoadingBlock } from '../../ui/Spinner';
import { EmptyState, ErrorState } from '../../ui/states';
import { clearPendingPayment, readPendingPayment, setPendingPayment } from './pending-payment';
import { PendingPaymentView } from './PendingPaymentView';

/** Spec: payment polling every 5 s. */
export const POLL_INTERVAL_MS = 5_000;

/** A settled payment: its toast, then the booking on top of the appointments list, from fresh data. */
function useLandOnBooking() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (bookingId: string, text: string) => {
      toastSuccess(text);
      await navigate({ to: '/appointments/', search: { id: bookingId }, replace: true });
      void invalidateBookings(queryClient);
    },
    [navigate, queryClient],
  );
}

const isFreeBooking = (booking: Booking) => booking.isFree || booking.paymentStatus === 'free';
const awaitsFreeConfirmation = (booking: Booking) => booking.status === 'pending' && isFreeBooking(booking) && booking.startTime !== null;

/**
 * `/payment/$id/`: pay for a pending booking by card (hand-off to the provider's page) or from the wallet. With a
 * payment reference (back from the card provider, or the pending-payment flag of this booking) it polls the
 * payment's status instead.
 */
export function PaymentPage({ id, reference }: { id: string; reference?: string }) {
  const intl = useIntl();
  const session = useSession();
  const [stored, setStored] = useState(readPendingPayment);
  const pollReference = reference ?? (stored?.bookingId === id ? stored.reference : undefined);
  const isClient = session?.userType === 'client';
  const booking = useGetBooking(id, {
    query: {
      enabled: isClient && !pollReference,
      // A free booking that is scheduled but still pending: the server confirms it shortly.
      refetchInterval: (query) => (query.state.data && awaitsFreeConfirmation(query.state.data) ? POLL_INTERVAL_MS : false),
      meta: { errorToast: false },
      retry: false,
    },
  });
  const title = intl.formatMessage({ id: 'payments.title' });
  const navigate = useNavigate();

  // Back from the card provider with the browser's Back button, the page may come from the back-forward cache as it
  // was left (busy, handing off): the flag says a payment is now pending.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStored(readPendingPayment());
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  /** Back to the choice of method: the flag and the reference are dropped. */
  function chooseAgain() {
    clearPendingPayment();
    setStored(null);
    void navigate({
      to: '/payment/$id/',
      params: { id },
      search: (prev) => ({ ...prev, reference: undefined }),
      replace: true,
    });
  }

  let content: ReactNode;
  if (!isClient) {
    content = <EmptyState title={intl.formatMessage({ id: 'payments.clientsOnly' })} />;
  } else if (pollReference) {
    content = <AwaitingCardPayment bookingId={id} reference={pollReference} onFailed={chooseAgain} />;
  } else if (booking.isPending) {
    content = <LoadingBlock />;
  } else if (booking.isError) {
    content = <ErrorState text={booking.error.message} onRetry={() => void booking.refetch()} />;
  } else {
    content = <PaymentContent booking={booking.data} />;
  }

  return (
    <PageContainer>
      <PageTitle title={title} />
      {content}
    </PageContainer>
  );
}

function PaymentContent({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const { open } = useModal();
  const landOnBooking = useLandOnBooking();
  // Once the processing view is up for a free booking, it stays up until the booking is confirmed and left.
  const [awaitingFree, setAwaitingFree] = useState(false);
  if (!awaitingFree && awaitsFreeConfirmation(booking)) setAwaitingFree(true);
  const freeConfirmed = awaitingFree && booking.status === 'confirmed';

  useEffect(() => {
    if (freeConfirmed) void landOnBooking(booking.identifier, intl.formatMessage({ id: 'payments.freeConfirmed' }));
  }, [freeConfirmed, booking.identifier, intl, landOnBooking]);

  if (awaitingFree && booking.status !== 'cancelled') return <PendingPaymentView free />;
  if (booking.status !== 'pending') {
    const cancelled = booking.status === 'cancelled';
    return (
      <EmptyState
        icon={<StateIcon path={cancelled ? 'M7 7l10 10M17 7L7 17' : 'M5 12.5l4.5 4.5L19 7.5'} />}
        title={intl.formatMessage({ id: cancelled ? 'payments.cancelled.title' : 'payments.confirmed.title' })}
        text={intl.formatMessage({ id: cancelled ? 'payments.cancelled.text' : 'payments.confirmed.text' })}
        action={
          <ButtonLink to="/appointments/" search={{ id: booking.identifier }}>
            {intl.formatMessage({ id: 'payments.viewBooking' })}
          </ButtonLink>
        }
      />
    );
  }
  if (booking.startTime === null) {
    return (
      <EmptyState
        icon={<StateIcon path="M5 6h14v14H5zM5 10h14M9 3v4M15 3v4" />}
        title={intl.formatMessage({ id: 'payments.unscheduled.title' })}
        text={intl.formatMessage({ id: 'payments.unscheduled.text' })}
        action={<Button onClick={() => open('schedule', { id: booking.identifier })}>{intl.formatMessage({ id: 'payments.unscheduled.action' })}</Button>}
      />
    );
  }
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <BookingSummary booking={booking} />
      <MethodChoice booking={booking} />
    </div>
  );
}

function StateIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}

function BookingSummary({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const timeZone = useUserTimeZone();
  const therapist = otherPartyOf(booking, 'client');
  const rows: [string, string][] = [
    [intl.formatMessage({ id: 'payments.summary.therapy' }), booking.therapyCategory.name],
    [intl.formatMessage({ id: 'payments.summary.modality' }), booking.modality.name],
  ];
  if (booking.startTime && booking.endTime) {
    rows.push(
      [intl.formatMessage({ id: 'payments.summary.date' }), formatSessionDay(intl, booking.startTime, timeZone)],
      [intl.formatMessage({ id: 'payments.summary.time' }), formatSessionTime(intl.locale, booking.startTime, booking.endTime, timeZone)],
    );
  }
  return (
    <section aria-labelledby="payment-summary" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="payment-summary" className="text-base font-semibold text-slate-900">
        {intl.formatMessage({ id: 'payments.summary.heading' })}
      </h2>
      <div className="mt-4 flex items-center gap-3">
        <Avatar name={therapist.initialsOf} photoUrl={therapist.photoUrl} size="lg" />
        <div>
          <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'payments.summary.therapist' })}</p>
          <p className="font-semibold text-slate-900">{therapist.name}</p>
        </div>
      </div>
      <dl className="mt-5 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4">
        <span className="text-sm font-medium text-slate-700">{intl.formatMessage({ id: 'payments.summary.amount' })}</span>
        <span className="text-xl font-bold text-slate-900">{formatMinorAmount(intl, booking.amount, booking.currencyCode)}</span>
      </div>
    </section>
  );
}

/** Why the wallet cannot pay for this booking, or null when it can. */
function walletProblem(balance: { data?: WalletBalance; isError: boolean }, booking: Booking): 'loadFailed' | 'otherCurrency' | 'tooLow' | null {
  if (balance.isError) return 'loadFailed';
  if (!balance.data) return null;
  if (balance.data.currencyCode !== booking.currencyCode) return 'otherCurrency';
  return balance.data.balance < booking.amount ? 'tooLow' : null;
}

function MethodChoice({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const landOnBooking = useLandOnBooking();
  const balance = useGetWalletBalance({
    query: { meta: { errorToast: false }, staleTime: 0 },
  });
  const [redirecting, setRedirecting] = useState(false);
  const problem = walletProblem(balance, booking);
  const walletUnavailable = problem !== null || balance.isPending;
  const amount = formatMinorAmount(intl, booking.amount, booking.currencyCode);

  const pay = usePayForBooking({
    mutation: {
      onError: () => void balance.refetch(),
      onSuccess: async (payment) => {
        if (payment.status === 'success') {
          await landOnBooking(booking.identifier, intl.formatMessage({ id: 'payments.success' }));
        } else if (payment.status === 'pending' && payment.authorizationUrl) {
          setRedirecting(true);
          setPendingPayment({ reference: payment.reference, bookingId: booking.identifier });
          window.location.assign(payment.authorizationUrl);
        } else {
          toast.error(intl.formatMessage({ id: 'payments.failed' }), { id: 'payments.failed' });
        }
      },
    },
  });

  const form = useForm({
    defaultValues: { method: 'card' as BookingPaymentRequestMethod },
    validators: { onSubmit: PayForBookingBody },
    onSubmit: async ({ value }) => {
      await pay.mutateAsync({ id: booking.identifier, data: value }).catch(() => undefined);
    },
  });

  // The wallet may become unusable (a refused wallet payment refreshes the balance): then card is what is chosen.
  useEffect(() => {
    if (problem !== null && form.getFieldValue('method') === 'wallet') form.setFieldValue('method', 'card');
  }, [problem, form]);

  const walletHint = (() => {
    if (problem === 'loadFailed') return intl.formatMessage({ id: 'payments.method.wallet.loadFailed' });
    if (!balance.data) return intl.formatMessage({ id: 'common.loading' });
    const available = intl.formatMessage(
      { id: 'payments.method.wallet.balance' },
      {
        balance: formatMinorAmount(intl, balance.data.balance, balance.data.currencyCode),
      },
    );
    if (problem === 'tooLow') return `${available} · ${intl.formatMessage({ id: 'payments.method.wallet.tooLow' })}`;
    if (problem === 'otherCurrency') return intl.formatMessage({ id: 'payments.method.wallet.otherCurrency' }, { currency: balance.data.currencyCode });
    return available;
  })();

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <form.Field name="method">
        {(field) => (
          <fieldset>
            <legend className="text-base font-semibold text-slate-900">{intl.formatMessage({ id: 'payments.method.legend' })}</legend>
            <div className="mt-4 flex flex-col gap-3">
              <MethodOption
                name={field.name}
                value="card"
                checked={field.state.value === 'card'}
                onSelect={() => field.handleChange('card')}
                label={intl.formatMessage({ id: 'payments.method.card' })}
                hint={intl.formatMessage({ id: 'payments.method.card.hint' })}
                icon={<path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 10h18M7 15h3" />}
              />
              <MethodOption
                name={field.name}
                value="wallet"
                checked={field.state.value === 'wallet'}
                disabled={walletUnavailable}
                warn={problem !== null}
                onSelect={() => field.handleChange('wallet')}
                label={intl.formatMessage({ id: 'payments.method.wallet' })}
                hint={walletHint}
                icon={<path d="M4 7a2 2 0 0 1 2-2h11v4M4 7v10a2 2 0 0 0 2 2h13V9H6a2 2 0 0 1-2-2zM16 14h.01" />}
              />
            </div>
          </fieldset>
        )}
      </form.Field>
      <Button type="submit" size="lg" className="mt-6 w-full" busy={pay.isPending || redirecting}>
        {intl.formatMessage({ id: 'payments.pay' }, { amount })}
      </Button>
    </form>
  );
}

interface MethodOptionProps {
  name: string;
  value: BookingPaymentRequestMethod;
  checked: boolean;
  disabled?: boolean;
  warn?: boolean;
  onSelect: () => void;
  label: string;
  hint: string;
  icon: ReactNode;
}

function MethodOption({ name, value, checked, disabled = false, warn = false, onSelect, label, hint, icon }: MethodOptionProps) {
  const id = `payment-method-${value}`;
  return (
    <label
      htmlFor={id}
      className={`flex items-start gap-3 rounded-xl border p-4 transition-colors ${
        disabled ? 'cursor-not-allowed border-slate-200 bg-slate-50' : 'cursor-pointer border-slate-300 hover:border-teal-600'
      } has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700`}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 accent-teal-700 focus:outline-none"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span id={`${id}-label`} className={`font-semibold ${disabled ? 'text-slate-600' : 'text-slate-900'}`}>
          {label}
        </span>
        <span id={`${id}-hint`} className={`text-sm ${warn ? 'font-medium text-rose-700' : 'text-slate-600'}`}>
          {hint}
        </span>
      </span>
      <svg
        viewBox="0 0 24 24"
        className="size-6 shrink-0 text-teal-700"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {icon}
      </svg>
    </label>
  );
}

/** Back from the card provider: poll the payment every 5 s until it succeeds or fails. */
function AwaitingCardPayment({ bookingId, reference, onFailed }: { bookingId: string; reference: string; onFailed: () => void }) {
  const intl = useIntl();
  const landOnBooking = useLandOnBooking();
  const status = useGetPaymentStatus(reference, {
    query: {
      refetchInterval: (query) => (query.state.data?.status === 'pending' || !query.state.data ? POLL_INTERVAL_MS : false),
      staleTime: 0,
      retry: false,
      meta: { errorToast: false },
    },
  });
  const outcome = status.data?.status;
  // A reference the server does not know (or not ours) will never settle: say why and offer the choice again.
  const rejected = status.error instanceof ApiError && status.error.status >= 400 && status.error.status < 500 ? status.error : null;
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    if (outcome === 'success') {
      handled.current = true;
      clearPendingPayment();
      void landOnBooking(bookingId, intl.formatMessage({ id: 'payments.success' }));
    } else if (outcome === 'failed' || rejected) {
      handled.current = true;
      if (rejected) toastError(rejected);
      else toast.error(intl.formatMessage({ id: 'payments.failed' }), { id: 'payments.failed' });
      onFailed();
    }
  }, [outcome, rejected, bookingId, intl, landOnBooking, onFailed]);

  return <PendingPaymentView free={false} onChooseAgain={onFailed} />;
}
