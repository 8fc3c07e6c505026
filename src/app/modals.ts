import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { UserType } from '../../generated/model';
import { bookingModalQueries } from '../features/bookings';
import { newBookingQueries, usStatesQuery } from '../features/therapists';
import { startAll, type ensureAll } from '../lib/loader';
import type { ModalParams, ModalProps } from '../lib/modal';
import { enumParam, identifierParam, searchParams } from '../lib/search-params';

export interface ModalLoadContext {
  queryClient: QueryClient;
  params: ModalParams;
  /** The signed-in user's type, or null when signed out. */
  viewer: UserType | null;
}

type ModalModule = Promise<{ default: ComponentType<ModalProps> }>;

/** A lazy modal whose chunk can be asked for before it renders. */
function lazyModal(load: () => ModalModule) {
  return Object.assign(lazy(load), { preload: load });
}

interface ModalEntry {
  component: LazyExoticComponent<ComponentType<ModalProps>> & { preload: () => ModalModule };
  /** The queries the modal shows, started together with the page's (the root route's loader calls preloadModal). */
  queries?: (context: ModalLoadContext) => Parameters<typeof ensureAll>[1];
}

const bookingModal = ({ params, viewer }: ModalLoadContext) => (viewer && params.id ? bookingModalQueries(viewer, params.id) : []);

/**
 * Every modal the host can open, by the name it has in the URL (`?modal=sign-out`). Each is its own lazy chunk.
 * A feature adds a line here; its component takes ModalProps and renders a ui/Dialog.
 */
export const modals = {
  'sign-out': { component: lazyModal(() => import('../features/auth/SignOutModal')) },
  // ?modal=update-email: change the e-mail address with a 6-digit code (account settings).
  'update-email': { component: lazyModal(() => import('../features/accounts/ChangeEmailModal')) },
  // ?modal=delete-account: delete the account (the password unless social).
  'delete-account': { component: lazyModal(() => import('../features/accounts/DeleteAccountModal')) },
  // ?modal=schedule&id=<booking>: pick a slot for a booking (Schedule, or Schedule and Pay when pending).
  schedule: { component: lazyModal(() => import('../features/scheduling/ScheduleModal')), queries: bookingModal },
  // ?modal=scheduled&id=<booking>: 'Appointment scheduled successfully'.
  scheduled: { component: lazyModal(() => import('../features/scheduling/ScheduledModal')), queries: bookingModal },
  // ?modal=reschedule&id=<booking>: the client's or the provider's reschedule, by the viewer's type.
  reschedule: { component: lazyModal(() => import('../features/scheduling/RescheduleModal')), queries: bookingModal },
  // ?modal=rescheduled&id=<booking>: the reschedule-success modal.
  rescheduled: { component: lazyModal(() => import('../features/scheduling/RescheduledModal')), queries: bookingModal },
  // ?modal=cancel&id=<booking>: the client's or the provider's cancel, by the viewer's type.
  cancel: { component: lazyModal(() => import('../features/appointments/CancelModal')), queries: bookingModal },
  // ?modal=reschedule-decision&id=<booking>: approve or decline the other party's reschedule.
  'reschedule-decision': { component: lazyModal(() => import('../features/appointments/RescheduleDecisionModal')), queries: bookingModal },
  // ?modal=state-picker: 'Find the right therapist for you' (adds `state` to the page's query).
  'state-picker': { component: lazyModal(() => import('../features/therapists/StatePickerModal')), queries: () => [usStatesQuery()] },
  // ?modal=new-booking&providerId=<therapist> (client) or ?modal=new-booking[&clientId=<client>] (provider).
  'new-booking': {
    component: lazyModal(() => import('../features/therapists/NewBookingModal')),
    queries: ({ params, viewer }) => (viewer ? newBookingQueries(viewer, params) : []),
  },
  // ?modal=delete-message&messageId=<message>: 'DELETE MESSAGE?' (one's own message, for everyone in the chat).
  'delete-message': { component: lazyModal(() => import('../features/messages/DeleteMessageModal')) },
  // ?modal=appointment-message&id=<booking>: write to the other party of a booking about that session.
  'appointment-message': { component: lazyModal(() => import('../features/messages/AppointmentMessageModal')), queries: bookingModal },
} satisfies Record<string, ModalEntry>;

declare module '../lib/modal' {
  // Augmentation needs an interface; its members come from the Record.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModalRegistry extends Record<keyof typeof modals, true> {}
}

type Name = keyof typeof modals;
const modalNames = Object.keys(modals) as [Name, ...Name[]];

/** Starts the open modal's chunk and data (not awaited: the page does not wait for its modal). */
export function preloadModal(name: Name | undefined, context: ModalLoadContext): void {
  if (!name) return;
  const entry: ModalEntry = modals[name];
  void entry.component.preload();
  startAll(context.queryClient, entry.queries?.(context) ?? []);
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
  messageId: identifierParam,
});
