import { signedIn, type ModalPreviews } from '../../lib/modal-preview';
import type { accountModals } from './modals';

export const accountModalPreviews: ModalPreviews<typeof accountModals> = {
  'sign-out': { page: '/overview/', viewers: signedIn },
  'update-email': { page: '/account/settings/', viewers: signedIn },
  'delete-account': { page: '/account/settings/', viewers: signedIn },
};
