import { getGetAppointmentCancellationPolicyQueryOptions } from '../../../generated/api/appointments/get-appointment-cancellation-policy';
import { getGetAppointmentReschedulePolicyQueryOptions } from '../../../generated/api/appointments/get-appointment-reschedule-policy';

// The live policies of one booking: started with the cancel and reschedule modals (their descriptors' data), refreshed
// by every booking change (the `bookings` domain covers `/appointment…`), so the attempts left stay live without a
// second request on opening.

/** The cancellation policy as the backend answers it for this booking and the caller's side (the window's hours). */
export const cancellationPolicyQuery = (id: string) => getGetAppointmentCancellationPolicyQueryOptions(id);

/** The reschedule policy for this booking and the caller's side (attempts left, whether approval is needed). */
export const reschedulePolicyQuery = (id: string) => getGetAppointmentReschedulePolicyQueryOptions(id);
