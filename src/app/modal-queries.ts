// What each modal with data shows, started with the page when the modal is in the URL (modals.ts' preloadModal). A
// chunk of its own: the API modules these queries come from stay out of every page's first chunk.
import type { QueryClient } from '@tanstack/react-query';
import type { UserType } from '../../generated/model';
import {
  bookingModalQueries,
  cancellationPolicyQuery,
  invitationQueries,
  reschedulePolicyQuery,
} from '../features/bookings';
import { newBookingQueries, usStatesQuery } from '../features/therapists';
import { noteModalQueries } from '../features/notes/queries';
import { editReviewQueries } from '../features/reviews/queries';
import { allCountriesQuery, operatingCountriesQuery, primaryLanguagesQuery } from '../features/region';
import type { ensureAll } from '../lib/loader';
import type { ModalParams } from '../lib/modal';
import type { ModalName } from './modals';

export interface ModalLoadContext {
  queryClient: QueryClient;
  params: ModalParams;
  /** The signed-in user's type, or null when signed out. */
  viewer: UserType | null;
}

type Queries = (context: ModalLoadContext) => Parameters<typeof ensureAll>[1];

const bookingModal: Queries = ({ params, viewer }) =>
  viewer && params.id ? bookingModalQueries(viewer, params.id) : [];
// The cancel and reschedule modals also show the booking's live policy, which the booking's id is enough to ask for.
const withPolicy =
  (policy: typeof cancellationPolicyQuery | typeof reschedulePolicyQuery): Queries =>
  (context) =>
    context.viewer && context.params.id ? [...bookingModal(context), policy(context.params.id)] : [];
const noteModal: Queries = ({ params, viewer }) => noteModalQueries(viewer, params.noteId);

/** Modals without an entry load their data with their chunk (the wallet's top-up, the verification steps, …). */
const byModal: Partial<Record<ModalName, Queries>> = {
  schedule: bookingModal,
  scheduled: bookingModal,
  reschedule: withPolicy(reschedulePolicyQuery),
  rescheduled: bookingModal,
  cancel: withPolicy(cancellationPolicyQuery),
  'reschedule-decision': bookingModal,
  'state-picker': () => [usStatesQuery()],
  'new-booking': ({ params, viewer }) => (viewer ? newBookingQueries(viewer, params) : []),
  'note-form': noteModal,
  note: noteModal,
  'note-file': noteModal,
  'delete-note': noteModal,
  review: bookingModal,
  share: bookingModal,
  invitation: ({ params, viewer }) => (viewer && params.participantId ? invitationQueries(params.participantId) : []),
  'book-series': bookingModal,
  'edit-review': ({ params, viewer }) => (viewer === 'client' ? editReviewQueries(params.participantId) : []),
  'active-country': () => [operatingCountriesQuery()],
  'country-language': () => [allCountriesQuery(), primaryLanguagesQuery()],
  'appointment-message': bookingModal,
};

export const modalQueries = (name: ModalName, context: ModalLoadContext) => byModal[name]?.(context) ?? [];
