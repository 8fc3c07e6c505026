// Session notes: a provider's notes on an appointment (clients never see them, and never ask for them).
export { NotesSection } from './NotesSection';
export { bookingNotesQueries } from './queries';
export { noteModals } from './modals';
