import { lazy, type ComponentType } from 'react';
import { withAllMessages } from '../lib/i18n';
import { startAll } from '../lib/loader';
import type { ModalProps } from '../lib/modal';
import type { ModalLoadContext } from './modal-queries';
import { dayParam, enumParam, identifierParam, searchParams } from '../lib/search-params';

type ModalModule = Promise<{ default: ComponentType<ModalProps> }>;

/** A lazy modal whose chunk can be asked for before it renders. */
function lazyModal(load: () => ModalModule) {
  const withMessages = withAllMessages(load);
  return Object.assign(lazy(withMessages), { preload: withMessages });
}

/**
 * Every modal the host can open, by the name it has in the URL (`?modal=sign-out`). Each is its own lazy chunk.
 * A feature adds a line here; its component takes ModalProps and renders a ui/Dialog. What a modal shows is started
 * with the page by `modal-queries.ts`, which lists the queries of each modal that has data.
 */
export const modals = {
  'sign-out': lazyModal(() => import('../features/auth/SignOutModal')),
  // ?modal=update-email: change the e-mail address with a 6-digit code (account settings).
  'update-email': lazyModal(() => import('../features/accounts/ChangeEmailModal')),
  // ?modal=delete-account: delete the account (the password unless social).
  'delete-account': lazyModal(() => import('../features/accounts/DeleteAccountModal')),
  // ?modal=schedule&id=<booking>: pick a slot for a booking (Schedule, or Schedule and Pay when pending).
  schedule: lazyModal(() => import('../features/scheduling/ScheduleModal')),
  // ?modal=scheduled&id=<booking>: 'Appointment scheduled successfully'.
  scheduled: lazyModal(() => import('../features/scheduling/ScheduledModal')),
  // ?modal=reschedule&id=<booking>: the client's or the provider's reschedule, by the viewer's type.
  reschedule: lazyModal(() => import('../features/scheduling/RescheduleModal')),
  // ?modal=rescheduled&id=<booking>: the reschedule-success modal.
  rescheduled: lazyModal(() => import('../features/scheduling/RescheduledModal')),
  // ?modal=cancel&id=<booking>: the client's or the provider's cancel, by the viewer's type.
  cancel: lazyModal(() => import('../features/appointments/CancelModal')),
  // ?modal=reschedule-decision&id=<booking>: approve or decline the other party's reschedule.
  'reschedule-decision': lazyModal(() => import('../features/appointments/RescheduleDecisionModal')),
  // ?modal=state-picker: 'Find the right therapist for you' (adds `state` to the page's query).
  'state-picker': lazyModal(() => import('../features/therapists/StatePickerModal')),
  // ?modal=new-booking&providerId=<therapist> (client) or ?modal=new-booking[&clientId=<client>] (provider).
  'new-booking': lazyModal(() => import('../features/therapists/NewBookingModal')),
  // ?modal=profile-image: pick a new picture (file or drop), use an avatar (clients), or delete the picture.
  'profile-image': lazyModal(() => import('../features/profiles/ProfileImageModal')),
  // ?modal=cropper: square crop and zoom of the picked image, saved as JPEG (after profile-image).
  cropper: lazyModal(() => import('../features/profiles/CropperModal')),
  // ?modal=avatar: the client's avatar grid.
  avatar: lazyModal(() => import('../features/profiles/AvatarModal')),
  // ?modal=delete-picture: 'Image Deleted Successfully'.
  'delete-picture': lazyModal(() => import('../features/profiles/DeletePictureModal')),
  // ?modal=availability-date&date=YYYY-MM-DD (on /availability/): the provider calendar availability of one date.
  'availability-date': lazyModal(() => import('../features/availability/DateModal')),
  // ?modal=availability-remove&date=YYYY-MM-DD (on /availability/): remove a specific date after a confirmation.
  'availability-remove': lazyModal(() => import('../features/availability/RemoveDateModal')),
  // ?modal=note-form&id=<booking>[&noteId=<note>]: add a session note, or edit one (providers).
  'note-form': lazyModal(() => import('../features/notes/NoteFormModal')),
  // ?modal=note&noteId=<note>: "Appointment note display".
  note: lazyModal(() => import('../features/notes/NoteModal')),
  // ?modal=note-file&noteId=<note>&fileId=<file>: "preview file in a frame".
  'note-file': lazyModal(() => import('../features/notes/NoteFileModal')),
  // ?modal=delete-note&noteId=<note>: "Delete session note".
  'delete-note': lazyModal(() => import('../features/notes/DeleteNoteModal')),
  // ?modal=review&id=<booking>: 'Leave a review' on a session that took place (clients).
  review: lazyModal(() => import('../features/reviews/ReviewModal')),
  // ?modal=share&id=<booking>: the client invites someone by e-mail to the session.
  share: lazyModal(() => import('../features/appointments/ShareBookingModal')),
  // ?modal=invitation&participantId=<guest>: the invited person's view of a shared booking; accept or decline it.
  invitation: lazyModal(() => import('../features/appointments/InvitationModal')),
  // ?modal=book-series&id=<booking>: book several more sessions like this one (count and recurrence).
  'book-series': lazyModal(() => import('../features/appointments/BookSeriesModal')),
  // ?modal=edit-review&participantId=<participant>: "Edit review", once (the spec's parameter).
  'edit-review': lazyModal(() => import('../features/reviews/EditReviewModal')),
  // The provider's verification (issue 17). ?modal=qualification&qualificationType=<type>: add a qualification.
  qualification: lazyModal(() => import('../features/verification/QualificationModal')),
  // ?modal=files-upload: indemnity insurance files, one request per file.
  'files-upload': lazyModal(() => import('../features/verification/InsuranceUploadModal')),
  // ?modal=preview-files&fileId=<file>: an uploaded qualification or insurance file.
  'preview-files': lazyModal(() => import('../features/verification/PreviewFilesModal')),
  // ?modal=delete-credential&qualificationId= | insuranceId= | experienceId=: asks before deleting.
  'delete-credential': lazyModal(() => import('../features/verification/ConfirmDeleteModal')),
  // ?modal=add-experience[&experienceId=<entry>]: save (POST) or update (PUT) a work history entry.
  'add-experience': lazyModal(() => import('../features/verification/ExperienceModal')),
  // ?modal=therapy-fees: a fee (or free) per therapy.
  'therapy-fees': lazyModal(() => import('../features/verification/TherapyFeesModal')),
  // ?modal=document-review: every document and the profile summary before submitting for verification.
  'document-review': lazyModal(() => import('../features/verification/DocumentReviewModal')),
  // ?modal=wallet-topup: the "wallet top-up" modal's choice (card or transfer); each step replaces the one before.
  'wallet-topup': lazyModal(() => import('../features/wallet/TopupModal')),
  // ?modal=wallet-topup-card: the card path (balance, amount, Proceed to the card provider).
  'wallet-topup-card': lazyModal(() => import('../features/wallet/CardTopupModal')),
  // ?modal=wallet-topup-transfer: the transfer path (the client's virtual account, I Have Made The Payment).
  'wallet-topup-transfer': lazyModal(() => import('../features/wallet/TransferTopupModal')),
  // ?modal=wallet-topup-sent: the top-up-in-progress screen (Back to Home).
  'wallet-topup-sent': lazyModal(() => import('../features/wallet/TopupSentModal')),
  // ?modal=location: the operating-country prompt (outside GB and NG, until "Continue anyway").
  location: lazyModal(() => import('../features/region/LocationModal')),
  // ?modal=active-country: choose one of the operating countries (reloads in it).
  'active-country': lazyModal(() => import('../features/region/ActiveCountryModal')),
  // ?modal=country-language: the country and language switch (footer, account settings).
  'country-language': lazyModal(() => import('../features/region/CountryLanguageModal')),
  // ?modal=delete-message&messageId=<message>: 'DELETE MESSAGE?' (one's own message, for everyone in the chat).
  'delete-message': lazyModal(() => import('../features/messages/DeleteMessageModal')),
  // ?modal=appointment-message&id=<booking>: write to the other party of a booking about that session.
  'appointment-message': lazyModal(() => import('../features/messages/AppointmentMessageModal')),
};

declare module '../lib/modal' {
  // Augmentation needs an interface; its members come from the Record.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModalRegistry extends Record<keyof typeof modals, true> {}
}

export type ModalName = keyof typeof modals;
const modalNames = Object.keys(modals) as [ModalName, ...ModalName[]];

type ModalQueries = typeof import('./modal-queries').modalQueries;
let loadedModalQueries: ModalQueries | undefined;

/**
 * The chunk with the modals' queries (kept here, they would put every API module that any modal uses into every page's
 * first chunk). main.tsx asks for it with the page's chunks when the URL names a modal, so that the modal's data starts
 * in the page's round.
 */
export function loadModalQueries(): Promise<ModalQueries> {
  return import('./modal-queries').then(({ modalQueries }) => (loadedModalQueries = modalQueries));
}

/** Starts the open modal's chunk and data (not awaited: the page does not wait for its modal). */
export function preloadModal(name: ModalName | undefined, context: ModalLoadContext): void {
  if (!name) return;
  void modals[name].preload();
  const start = (modalQueries: ModalQueries) => startAll(context.queryClient, modalQueries(name, context));
  if (loadedModalQueries) start(loadedModalQueries);
  else loadModalQueries().then(start, () => {}); // on a failure the modal's own queries ask when it renders
}

/**
 * The search params every page accepts; anything malformed is dropped. `modal` and its parameters drive the modal
 * host; `state` is what the USA state picker adds to the current page's query.
 */
export const globalSearchSchema = searchParams({
  modal: enumParam(modalNames),
  id: identifierParam,
  participantId: identifierParam,
  providerId: identifierParam,
  clientId: identifierParam,
  state: identifierParam,
  date: dayParam,
  noteId: identifierParam,
  qualificationType: identifierParam,
  qualificationId: identifierParam,
  insuranceId: identifierParam,
  experienceId: identifierParam,
  fileId: identifierParam,
  messageId: identifierParam,
});
