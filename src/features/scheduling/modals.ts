import { bookingModalData, bookingModalDataWithPolicy } from '../bookings';
import { bookingParam, defineModal } from '../../lib/modal-descriptor';

const params = { id: bookingParam };

/** Picking a slot for a booking (`?modal=schedule&id=<booking>`), moving it, and the success of each. */
export const schedulingModals = [
  // Schedule, or Schedule and Pay when pending.
  defineModal({ name: 'schedule', params, load: () => import('./ScheduleModal'), queries: bookingModalData }),
  // 'Appointment scheduled successfully'.
  defineModal({ name: 'scheduled', params, load: () => import('./ScheduledModal'), queries: bookingModalData }),
  // The client's or the provider's reschedule, by the viewer's type.
  defineModal({
    name: 'reschedule',
    params,
    load: () => import('./RescheduleModal'),
    queries: bookingModalDataWithPolicy('reschedule'),
  }),
  defineModal({ name: 'rescheduled', params, load: () => import('./RescheduledModal'), queries: bookingModalData }),
];
