import type { ModalPreviews } from '../../lib/modal-preview';
import type { reviewModals } from './modals';

export const reviewModalPreviews: ModalPreviews<typeof reviewModals> = {
  review: { page: '/appointments/', viewers: ['client'], params: { id: 'booking' } },
  'edit-review': { page: '/appointments/', viewers: ['client'], params: { participantId: 'participant' } },
};
