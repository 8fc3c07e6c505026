import { signedIn, type ModalPreviews } from '../../lib/modal-preview';
import type { schedulingModals } from './modals';

const booking = { page: '/appointments/', viewers: signedIn, params: { id: 'viewer-booking' } } as const;

export const schedulingModalPreviews: ModalPreviews<typeof schedulingModals> = {
  schedule: booking,
  scheduled: booking,
  reschedule: booking,
  rescheduled: booking,
};
