export { PaymentPage } from './PaymentPage';
export { loadPayment } from './queries';
// The card hand-off, shared with the wallet's card top-up.
export { clearPendingPayment, readPendingPayment, setPendingPayment, type TopupPage } from './pending-payment';
export { PendingPaymentView } from './PendingPaymentView';
export { usePaymentOutcome } from './use-payment-outcome';
