import type { ModalPreviews } from '../../lib/modal-preview';
import type { therapistModals } from './modals';

export const therapistModalPreviews: ModalPreviews<typeof therapistModals> = {
  'state-picker': { page: '/', viewers: ['signed-out'] },
  'new-booking': { page: '/therapists/{therapist}/', viewers: ['client'], params: { providerId: 'therapist' } },
};
