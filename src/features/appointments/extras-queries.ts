import { getCreateBookingSeriesMutationOptions } from '../../../generated/api/bookings/create-booking-series';
import { getGetBookingDetailsQueryOptions } from '../../../generated/api/bookings/get-booking-details';
import { getGetBookingParticipantQueryOptions } from '../../../generated/api/bookings/get-booking-participant';
import { getGetBookingSeriesQueryOptions } from '../../../generated/api/bookings/get-booking-series';
import { getListBookingInvitationsQueryOptions } from '../../../generated/api/bookings/list-booking-invitations';
import { getShareBookingMutationOptions } from '../../../generated/api/bookings/share-booking';
import { getUpdateBookingParticipantStatusMutationOptions } from '../../../generated/api/bookings/update-booking-participant-status';
import { getGetUserInfoQueryOptions } from '../../../generated/api/user/get-user-info';

// A booking's extras on the appointments page: the details (who cancelled, participants), the series, the sharing
// and the invitations.

/** `GET /booking/{id}/details` (either party): who cancelled and why, the participants, the series. */
export const bookingDetailsQuery = (id: string) => getGetBookingDetailsQueryOptions(id);

/** The shared-booking invitations waiting for the signed-in user's answer (the inferred `GET /booking-invitations`). */
export const bookingInvitationsQuery = () => getListBookingInvitationsQueryOptions();

/** One participant of a booking with the booking (`GET /booking/participant/{id}`): an invited guest's view of it. */
export const bookingParticipantQuery = (id: string) =>
  getGetBookingParticipantQueryOptions(id, { query: { retry: false } });

/** Who is looking (`GET /user/info`): only the invited address answers an invitation. */
export const viewerAccountQuery = () => getGetUserInfoQueryOptions();

/** What the invitation modal (`?modal=invitation&participantId=`) shows: the invitation and who is looking. */
export const invitationQueries = (participantId: string) => [
  bookingParticipantQuery(participantId),
  viewerAccountQuery(),
];

export const shareBookingOptions = getShareBookingMutationOptions;
export const answerInvitationOptions = getUpdateBookingParticipantStatusMutationOptions;

/** `GET /booking/{id}/series`: every session of the booking's series, with its status and time. */
export const bookingSeriesQuery = (id: string) => getGetBookingSeriesQueryOptions(id);
export const createSeriesOptions = getCreateBookingSeriesMutationOptions;
