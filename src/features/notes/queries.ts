import { getCreateSessionNoteMutationOptions } from '../../../generated/api/notes/create-session-note';
import { getDeleteSessionNoteMutationOptions } from '../../../generated/api/notes/delete-session-note';
import { getGetSessionNoteQueryOptions } from '../../../generated/api/notes/get-session-note';
import { getListBookingSessionNotesQueryOptions } from '../../../generated/api/notes/list-booking-session-notes';
import { getUpdateSessionNoteMutationOptions } from '../../../generated/api/notes/update-session-note';
import type { UserType } from '../../../generated/model';

// Session notes are the provider's only: a client never asks for them (the backend would answer 403).

/** A booking's notes, newest first (the section shows its own failure with a retry). */
export const bookingNotesQuery = (bookingId: string) => getListBookingSessionNotesQueryOptions(bookingId);

/** One note, for the display, edit, delete and preview modals. */
export const noteQuery = (noteId: string) => getGetSessionNoteQueryOptions(noteId, { query: { retry: false } });

/** What a booking's detail loads for its notes: nothing at all for a client. */
export function bookingNotesQueries(viewer: UserType, bookingId: string) {
  return viewer === 'provider' ? [bookingNotesQuery(bookingId)] : [];
}

/** What a note modal (`?noteId=`) shows: the note, for a provider only. */
export function noteModalQueries(viewer: UserType | null, noteId: string | undefined) {
  return viewer === 'provider' && noteId ? [noteQuery(noteId)] : [];
}

export const createNoteOptions = getCreateSessionNoteMutationOptions;
export const updateNoteOptions = getUpdateSessionNoteMutationOptions;
export const deleteNoteOptions = getDeleteSessionNoteMutationOptions;
