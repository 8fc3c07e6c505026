import { bookingParam, defineModal, idParam, type ModalQueryContext, optional } from '../../lib/modal-descriptor';

/** What a note modal (`&noteId=`) shows: the note, for a provider only. */
const noteModalData = ({ noteId }: { noteId?: string }, { viewer }: ModalQueryContext) =>
  import('./queries').then(({ noteModalQueries }) => noteModalQueries(viewer, noteId));

/** The provider's session notes. */
export const noteModals = [
  // Add a session note to a booking (`&id=`), or edit one (`&noteId=`).
  defineModal({
    name: 'note-form',
    params: { id: bookingParam, noteId: optional(idParam) },
    load: () => import('./NoteFormModal'),
    queries: noteModalData,
  }),
  // "Appointment note display".
  defineModal({
    name: 'note',
    params: { noteId: idParam },
    load: () => import('./NoteModal'),
    queries: noteModalData,
  }),
  // "preview file in a frame".
  defineModal({
    name: 'note-file',
    params: { noteId: idParam, fileId: idParam },
    load: () => import('./NoteFileModal'),
    queries: noteModalData,
  }),
  // "Delete session note".
  defineModal({
    name: 'delete-note',
    params: { noteId: idParam },
    load: () => import('./DeleteNoteModal'),
    queries: noteModalData,
  }),
];
