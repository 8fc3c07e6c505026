// The bookings kernel's public face: the booking rules, the viewer's booking calls and what booking modals load.
// The widgets every booking screen shares (summary, modal frame, actions, policy figures) are `booking-widgets`.
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
  useAcknowledgeBooking,
  useAnswerReschedule,
  useCancelBooking,
  useRejectBooking,
  useRescheduleBooking,
  useViewerBooking,
} from './queries';
export { cancellationPolicyQuery, reschedulePolicyQuery } from './policy-queries';
export { bookingModalData, bookingModalDataWithPolicy } from './modal-queries';
