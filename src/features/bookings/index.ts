// The bookings domain's public face: booking rules, the viewer's calls, and the widgets every booking screen shares.
export {
  awaitsMyRescheduleAnswer,
  bookingActions,
  isUpcoming,
  mayMoveCompleted,
  needsMyAction,
  otherPartyLabel,
  otherPartyOf,
  remainingReschedules,
  rescheduleLimitReached,
  rescheduleState,
  type BookingAction,
} from './rules';
export {
  bookingListQuery,
  bookingQuery,
  cancelRefundQuery,
  rescheduleApprovalQuery,
  useAnswerReschedule,
  useCancelBooking,
  useRescheduleBooking,
  useViewerBooking,
} from './queries';
export {
  answerInvitationOptions,
  bookingDetailsQuery,
  bookingParticipantQuery,
  viewerAccountQuery,
  bookingInvitationsQuery,
  bookingSeriesQuery,
  createSeriesOptions,
  shareBookingOptions,
} from './extras-queries';
export { CancelPolicyFigures, ReschedulePolicyWindow, useReschedulePolicy } from './PolicyFigures';
export { BookingActions } from './BookingActions';
export { bookingModalData, bookingModalDataWithPolicy, invitationModalData } from './modal-queries';
export { BookingModal, BookingNotice } from './BookingModal';
export { BookingSummary, PartyCell, SessionWhen, StatusBadge, useSessionWhen } from './BookingSummary';
