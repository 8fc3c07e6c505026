export * from './create-session-note.ts';
export * from './list-booking-session-notes.ts';
export * from './get-session-note.ts';
export * from './update-session-note.ts';
export * from './delete-session-note.ts';
