import { signedIn, type ModalPreviews } from '../../lib/modal-preview';
import type { profileModals } from './modals';

export const profileModalPreviews: ModalPreviews<typeof profileModals> = {
  'profile-image': { page: '/account/', viewers: signedIn },
  cropper: { page: '/account/', viewers: signedIn },
  avatar: { page: '/account/', viewers: ['client'] },
  'delete-picture': { page: '/account/', viewers: signedIn },
};
