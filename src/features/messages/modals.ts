import { bookingModalData } from '../bookings';
import { bookingParam, defineModal, idParam } from '../../lib/modal-descriptor';

/** The chat. */
export const messageModals = [
  // 'DELETE MESSAGE?' (one's own message, for everyone in the chat).
  defineModal({
    name: 'delete-message',
    params: { messageId: idParam },
    load: () => import('./DeleteMessageModal'),
  }),
  // Write to the other party of a booking about that session.
  defineModal({
    name: 'appointment-message',
    params: { id: bookingParam },
    load: () => import('./AppointmentMessageModal'),
    queries: bookingModalData,
  }),
];
