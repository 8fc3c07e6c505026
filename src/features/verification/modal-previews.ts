import type { ModalPreviews } from '../../lib/modal-preview';
import type { verificationModals } from './modals';

const credentials = { page: '/account/credentials/', viewers: ['provider'] } as const;

export const verificationModalPreviews: ModalPreviews<typeof verificationModals> = {
  qualification: { ...credentials, params: { qualificationType: 'qualificationType' } },
  'files-upload': credentials,
  'preview-files': { ...credentials, params: { fileId: 'qualificationFile' } },
  'delete-credential': { ...credentials, params: { qualificationId: 'qualification' } },
  'add-experience': { page: '/account/experience/', viewers: ['provider'], params: { experienceId: 'experience' } },
  'therapy-fees': { page: '/account/fees/', viewers: ['provider'] },
  'document-review': { page: '/account/verification/', viewers: ['provider'] },
};
