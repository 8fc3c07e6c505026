import { signedIn, type ModalPreviews } from '../../lib/modal-preview';
import type { appointmentModals } from './modals';

const clientBooking = { page: '/appointments/', viewers: ['client'], params: { id: 'booking' } } as const;

export const appointmentModalPreviews: ModalPreviews<typeof appointmentModals> = {
  cancel: { page: '/appointments/', viewers: signedIn, params: { id: 'viewer-booking' } },
  'reschedule-decision': { page: '/appointments/', viewers: signedIn, params: { id: 'viewer-booking' } },
  share: clientBooking,
  'book-series': clientBooking,
  invitation: { page: '/overview/', viewers: signedIn, params: { participantId: 'participant' } },
};
