import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { pendingBackdropClasses } from './pending-backdrop';
import type { PendingPaymentViewProps } from './PendingPaymentView';

// The processing view and the card payment's polling show only after a click or back from the card provider: chunks
// of their own, not part of the checkout's first load (decision 0032). Until one is in, its backdrop already covers
// the page, so nothing moves when it arrives.

const LazyPendingPaymentView = lazy(() =>
  import('./PendingPaymentView').then((module) => ({ default: module.PendingPaymentView })),
);
const LazyAwaitingCardPayment = lazy(() =>
  import('./AwaitingCardPayment').then((module) => ({ default: module.AwaitingCardPayment })),
);

function Backdrop() {
  return createPortal(<div className={pendingBackdropClasses} aria-hidden="true" />, document.body);
}

export function PendingPaymentView(props: PendingPaymentViewProps) {
  return (
    <Suspense fallback={<Backdrop />}>
      <LazyPendingPaymentView {...props} />
    </Suspense>
  );
}

export function AwaitingCardPayment(props: { bookingId: string; reference: string; onFailed: () => void }) {
  return (
    <Suspense fallback={<Backdrop />}>
      <LazyAwaitingCardPayment {...props} />
    </Suspense>
  );
}
