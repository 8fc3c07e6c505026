import type { ModalPreviews } from '../../lib/modal-preview';
import type { availabilityModals } from './modals';

export const availabilityModalPreviews: ModalPreviews<typeof availabilityModals> = {
  'availability-date': { page: '/availability/', viewers: ['provider'], params: { date: 'day' } },
  'availability-remove': { page: '/availability/', viewers: ['provider'], params: { date: 'day' } },
};
