import { keepPreviousData, useQuery, type UseMutationOptions } from '@tanstack/react-query';
import { getAcknowledgeAppointmentParticipantMutationOptions } from '../../../generated/api/appointments/acknowledge-appointment-participant';
import { getCancelAppointmentMutationOptions } from '../../../generated/api/appointments/cancel-appointment';
import { getGetAppointmentQueryOptions } from '../../../generated/api/appointments/get-appointment';
import { getGetAppointmentRescheduleApprovalRequiredQueryOptions } from '../../../generated/api/appointments/get-appointment-reschedule-approval-required';
import { getListAppointmentsQueryOptions } from '../../../generated/api/appointments/list-appointments';
import { getRejectAppointmentParticipantMutationOptions } from '../../../generated/api/appointments/reject-appointment-participant';
import { getRescheduleAppointmentMutationOptions } from '../../../generated/api/appointments/reschedule-appointment';
import { getUpdateAppointmentRescheduleStatusMutationOptions } from '../../../generated/api/appointments/update-appointment-reschedule-status';
import { getCancelBookingMutationOptions } from '../../../generated/api/bookings/cancel-booking';
import { getGetBookingCancelRefundabilityQueryOptions } from '../../../generated/api/bookings/get-booking-cancel-refundability';
import { getGetBookingQueryOptions } from '../../../generated/api/bookings/get-booking';
import { getGetBookingRescheduleApprovalRequiredQueryOptions } from '../../../generated/api/bookings/get-booking-reschedule-approval-required';
import { getListBookingsQueryOptions } from '../../../generated/api/bookings/list-bookings';
import { getRescheduleBookingMutationOptions } from '../../../generated/api/bookings/reschedule-booking';
import { getUpdateBookingRescheduleStatusMutationOptions } from '../../../generated/api/bookings/update-booking-reschedule-status';
import type { BookingStatus, UserType } from '../../../generated/model';
import { useSend, type SendOptions } from '../../lib/mutation';

/*
 * One entry per booking operation. Clients and providers use different calls for the same thing (`/booking…` and
 * `/appointment…`, same payloads and answers): each entry picks the viewer's call, so a component asks once.
 */

export interface BookingListParams {
  statuses?: BookingStatus[];
  page?: number;
}

/** The viewer's bookings: GET /booking for clients, GET /appointment for providers. */
export function bookingListQuery(viewer: UserType, params: BookingListParams) {
  const options = { query: { placeholderData: keepPreviousData } } as const;
  // The two calls answer the same BookingPage; only their key's literal type differs.
  const asClient = () => getListBookingsQueryOptions(params, options);
  return viewer === 'client' ? asClient() : getListAppointmentsQueryOptions(params, options);
}

/** One booking of the viewer: GET /booking/{id} for clients, GET /appointment/{id} for providers. */
export function bookingQuery(viewer: UserType, id: string) {
  const options = { query: { retry: false } } as const;
  const asClient = () => getGetBookingQueryOptions(id, options);
  return viewer === 'client' ? asClient() : getGetAppointmentQueryOptions(id, options);
}

/** What every booking modal (`?modal=…&id=<booking>`) shows first: the booking. */
export function bookingModalQueries(viewer: UserType, id: string) {
  return [bookingQuery(viewer, id)];
}

export function useViewerBooking(viewer: UserType, id: string | undefined) {
  // Optional: the booking modals tell loading, gone and failed apart themselves (LoadStateDialog, decision 0013).
  return useQuery({ ...bookingQuery(viewer, id ?? ''), enabled: Boolean(id) });
}

/** Whether moving to `slot` needs the other party's approval (the 48-hour rule); asked before confirming. */
export function rescheduleApprovalQuery(viewer: UserType, id: string, slot: string) {
  const params = { timeslotIdentifier: slot };
  const options = { query: { enabled: slot !== '' } } as const;
  const asClient = () => getGetBookingRescheduleApprovalRequiredQueryOptions(id, params, options);
  return viewer === 'client'
    ? asClient()
    : getGetAppointmentRescheduleApprovalRequiredQueryOptions(id, params, options);
}

/** The client's refund check before a cancel (never cached: the answer depends on the clock). */
export function cancelRefundQuery(id: string, enabled: boolean) {
  return getGetBookingCancelRefundabilityQueryOptions(id, {
    query: { enabled, staleTime: 0, gcTime: 0 },
  });
}

/** The SendOptions of a generated `get…MutationOptions` factory. */
type Opts<T> = T extends (...args: never[]) => UseMutationOptions<infer TData, infer _E, infer TVariables, infer _C>
  ? SendOptions<TData, TVariables>
  : never;

export function useCancelBooking(viewer: UserType, options: Opts<typeof getCancelBookingMutationOptions>) {
  return useSend(
    viewer === 'client' ? getCancelBookingMutationOptions() : getCancelAppointmentMutationOptions(),
    options,
  );
}

export function useRescheduleBooking(viewer: UserType, options: Opts<typeof getRescheduleBookingMutationOptions>) {
  return useSend(
    viewer === 'client' ? getRescheduleBookingMutationOptions() : getRescheduleAppointmentMutationOptions(),
    options,
  );
}

export function useAnswerReschedule(
  viewer: UserType,
  options: Opts<typeof getUpdateBookingRescheduleStatusMutationOptions>,
) {
  return useSend(
    viewer === 'client'
      ? getUpdateBookingRescheduleStatusMutationOptions()
      : getUpdateAppointmentRescheduleStatusMutationOptions(),
    options,
  );
}

/** Provider only: take on a booking request. */
export function useAcknowledgeBooking(options: Opts<typeof getAcknowledgeAppointmentParticipantMutationOptions>) {
  return useSend(getAcknowledgeAppointmentParticipantMutationOptions(), options);
}

/** Provider only: turn a booking request down. */
export function useRejectBooking(options: Opts<typeof getRejectAppointmentParticipantMutationOptions>) {
  return useSend(getRejectAppointmentParticipantMutationOptions(), options);
}
