export { PaymentPage } from './PaymentPage';
export { loadPayment } from './queries';
