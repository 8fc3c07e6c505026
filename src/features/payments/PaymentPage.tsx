import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useViewer } from '../../lib/viewer';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { EmptyState } from '../../ui/states';
import { AwaitingCardPayment } from './lazy-pending';
import { requiredPaymentBookingQuery } from './queries';
import { clearPendingPayment, pollReferenceFor, readPendingPayment } from './pending-payment';
import { PaymentContent } from './PaymentContent';
import { POLL_INTERVAL_MS } from './use-land-on-booking';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

export { POLL_INTERVAL_MS };

/**
 * `/payment/$id/`: pay for a pending booking by card (hand-off to the provider's page) or from the wallet. With a
 * payment reference (back from the card provider, or the pending-payment flag of this booking) it polls the
 * payment's status instead.
 */
export function PaymentPage({ id, reference }: { id: string; reference?: string }) {
  const t = useT(messages);
  const viewer = useViewer();
  const [stored, setStored] = useState(readPendingPayment);
  const pollReference = pollReferenceFor(id, reference, stored);
  const isClient = viewer.userType === 'client';
  const title = t('payments.title');
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
    content = <EmptyState title={t('payments.clientsOnly')} />;
  } else if (pollReference) {
    content = <AwaitingCardPayment bookingId={id} reference={pollReference} onFailed={chooseAgain} />;
  } else {
    content = <BookingToPay id={id} />;
  }

  return (
    <PageContainer>
      <PageTitle title={title} />
      {content}
    </PageContainer>
  );
}

/** The booking's checkout: the page cannot show without the booking (the route's error when it fails to load). */
function BookingToPay({ id }: { id: string }) {
  const { data: booking } = useSuspenseQuery(requiredPaymentBookingQuery(id));
  return <PaymentContent booking={booking} />;
}
