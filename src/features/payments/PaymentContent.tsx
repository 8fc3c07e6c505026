import { CalendarDays, Check, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Booking } from '../../../generated/model';
import { useModal } from '../../lib/modal';
import { conversion, trackOnce } from '../../lib/track';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/states';
import { CheckoutSummary } from './CheckoutSummary';
import { MethodChoice } from './MethodChoice';
import { PendingPaymentView } from './lazy-pending';
import { awaitsFreeConfirmation, useLandOnBooking } from './use-land-on-booking';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** What the payment page shows for a booking: the checkout, or why there is nothing to pay. */
export function PaymentContent({ booking }: { booking: Booking }) {
  const t = useT(messages);
  const { open } = useModal();
  const landOnBooking = useLandOnBooking();
  // Once the processing view is up for a free booking, it stays up until the booking is confirmed and left.
  const [awaitingFree, setAwaitingFree] = useState(false);
  if (!awaitingFree && awaitsFreeConfirmation(booking)) setAwaitingFree(true);
  const freeConfirmed = awaitingFree && booking.status === 'confirmed';

  useEffect(() => {
    // Tracking: a free booking is confirmed.
    if (freeConfirmed)
      trackOnce(booking.identifier, 'Finish_Booking', {
        bookingId: booking.identifier,
        method: 'free',
        ...conversion(0, booking.currencyCode),
      });
  }, [freeConfirmed, booking.identifier, booking.currencyCode]);

  useEffect(() => {
    if (freeConfirmed) void landOnBooking(booking.identifier, t('payments.freeConfirmed'));
  }, [freeConfirmed, booking.identifier, t, landOnBooking]);

  if (awaitingFree && booking.status !== 'cancelled') return <PendingPaymentView free />;
  if (booking.status !== 'pending') {
    const cancelled = booking.status === 'cancelled';
    return (
      <EmptyState
        icon={cancelled ? <X className="size-6" aria-hidden="true" /> : <Check className="size-6" aria-hidden="true" />}
        title={t(cancelled ? 'payments.cancelled.title' : 'payments.confirmed.title')}
        text={t(cancelled ? 'payments.cancelled.text' : 'payments.confirmed.text')}
        action={
          <ButtonLink to="/appointments/" search={{ id: booking.identifier }}>
            {t('payments.viewBooking')}
          </ButtonLink>
        }
      />
    );
  }
  if (booking.startTime === null) {
    return (
      <EmptyState
        icon={<CalendarDays className="size-6" aria-hidden="true" />}
        title={t('payments.unscheduled.title')}
        text={t('payments.unscheduled.text')}
        action={
          <Button changes onClick={() => open('schedule', { id: booking.identifier })}>
            {t('payments.unscheduled.action')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <CheckoutSummary booking={booking} />
      <MethodChoice booking={booking} />
    </div>
  );
}
