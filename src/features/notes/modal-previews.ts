import type { ModalPreviews } from '../../lib/modal-preview';
import type { noteModals } from './modals';

const page = '/appointments/';
const viewers = ['provider'] as const;

export const noteModalPreviews: ModalPreviews<typeof noteModals> = {
  'note-form': { page, viewers, params: { id: 'appointment', noteId: 'note' } },
  note: { page, viewers, params: { noteId: 'note' } },
  'note-file': { page, viewers, params: { noteId: 'note', fileId: 'noteFile' } },
  'delete-note': { page, viewers, params: { noteId: 'note' } },
};
