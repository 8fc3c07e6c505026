// The widgets every booking screen shares: the booking's summary card, the booking modal frame, the actions on a
// booking, and the live policy figures. Their rules and data come from the `bookings` kernel.
export { BookingActions } from './BookingActions';
export { BookingModal, BookingNotice } from './BookingModal';
export { BookingSummary, PartyCell, SessionWhen, StatusBadge, useSessionWhen } from './BookingSummary';
export { CancelPolicyFigures, ReschedulePolicyWindow, useReschedulePolicy } from './PolicyFigures';
