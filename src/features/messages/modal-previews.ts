import { signedIn, type ModalPreviews } from '../../lib/modal-preview';
import type { messageModals } from './modals';

export const messageModalPreviews: ModalPreviews<typeof messageModals> = {
  'delete-message': { page: '/messages/{chatUser}/', viewers: signedIn, params: { messageId: 'message' } },
  'appointment-message': { page: '/appointments/', viewers: signedIn, params: { id: 'viewer-booking' } },
};
