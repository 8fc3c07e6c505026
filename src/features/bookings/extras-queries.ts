import { getGetAppointmentCancellationPolicyQueryOptions } from '../../../generated/api/appointments/get-appointment-cancellation-policy';
import { getGetAppointmentReschedulePolicyQueryOptions } from '../../../generated/api/appointments/get-appointment-reschedule-policy';
import { getCreateBookingSeriesMutationOptions } from '../../../generated/api/bookings/create-booking-series';
import { getGetBookingDetailsQueryOptions } from '../../../generated/api/bookings/get-booking-details';
import { getGetBookingParticipantQueryOptions } from '../../../generated/api/bookings/get-booking-participant';
import { getGetBookingSeriesQueryOptions } from '../../../generated/api/bookings/get-booking-series';
import { getListBookingInvitationsQueryOptions } from '../../../generated/api/bookings/list-booking-invitations';
import { getShareBookingMutationOptions } from '../../../generated/api/bookings/share-booking';
import { getUpdateBookingParticipantStatusMutationOptions } from '../../../generated/api/bookings/update-booking-participant-status';
import { getGetUserInfoQueryOptions } from '../../../generated/api/user/get-user-info';

// Issue 18's booking extras: the details (who cancelled, participants) and the live policies of one booking.
const quiet = { query: { meta: { errorToast: false } } } as const;

/** `GET /booking/{id}/details` (either party): who cancelled and why, the participants, the series. */
export const bookingDetailsQuery = (id: string) => getGetBookingDetailsQueryOptions(id, quiet);

// The policies: started with the cancel and reschedule modals (app/modals.ts), refreshed by every booking change (the
// `bookings` domain covers `/appointment…`), so the attempts left stay live without a second request on opening.

/** The cancellation policy as the backend answers it for this booking and the caller's side (the window's hours). */
export const cancellationPolicyQuery = (id: string) => getGetAppointmentCancellationPolicyQueryOptions(id, quiet);

/** The reschedule policy for this booking and the caller's side (attempts left, whether approval is needed). */
export const reschedulePolicyQuery = (id: string) => getGetAppointmentReschedulePolicyQueryOptions(id, quiet);

/** The shared-booking invitations waiting for the signed-in user's answer (the inferred `GET /booking-invitations`). */
export const bookingInvitationsQuery = () => getListBookingInvitationsQueryOptions(quiet);

/** One participant of a booking with the booking (`GET /booking/participant/{id}`): an invited guest's view of it. */
export const bookingParticipantQuery = (id: string) =>
  getGetBookingParticipantQueryOptions(id, { query: { meta: { errorToast: false }, retry: false } });

/** Who is looking (`GET /user/info`): only the invited address answers an invitation. */
export const viewerAccountQuery = () => getGetUserInfoQueryOptions(quiet);

/** What the invitation modal (`?modal=invitation&participantId=`) shows: the invitation and who is looking. */
export const invitationQueries = (participantId: string) => [
  bookingParticipantQuery(participantId),
  viewerAccountQuery(),
];

export const shareBookingOptions = getShareBookingMutationOptions;
export const answerInvitationOptions = getUpdateBookingParticipantStatusMutationOptions;

/** `GET /booking/{id}/series`: every session of the booking's series, with its status and time. */
export const bookingSeriesQuery = (id: string) => getGetBookingSeriesQueryOptions(id, quiet);
export const createSeriesOptions = getCreateBookingSeriesMutationOptions;
