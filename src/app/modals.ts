import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalProps } from '../lib/modal';
import { identifierParam, optionalParam, z } from '../lib/search-params';

/**
 * Every modal the host can open, by the name it has in the URL (`?modal=sign-out`). Each is its own lazy chunk.
 * A feature adds a line here; its component takes ModalProps and renders a ui/Dialog.
 */
export const modals = {
  'sign-out': lazy(() => import('../features/auth/SignOutModal')),
  // ?modal=schedule&id=<booking>: pick a slot for a booking (Schedule, or Schedule and Pay when pending).
  schedule: lazy(() => import('../features/scheduling/ScheduleModal')),
  // ?modal=scheduled&id=<booking>: 'Appointment scheduled successfully'.
  scheduled: lazy(() => import('../features/scheduling/ScheduledModal')),
  // ?modal=reschedule&id=<booking>: the client's or the provider's reschedule, by the viewer's type.
  reschedule: lazy(() => import('../features/scheduling/RescheduleModal')),
  // ?modal=rescheduled&id=<booking>: the reschedule-success modal.
  rescheduled: lazy(() => import('../features/scheduling/RescheduledModal')),
  // ?modal=cancel&id=<booking>: the client's or the provider's cancel, by the viewer's type.
  cancel: lazy(() => import('../features/appointments/CancelModal')),
  // ?modal=reschedule-decision&id=<booking>: approve or decline the other party's reschedule.
  'reschedule-decision': lazy(() => import('../features/appointments/RescheduleDecisionModal')),
  // ?modal=state-picker: 'Find the right therapist for you' (adds `state` to the page's query).
  'state-picker': lazy(() => import('../features/therapists/StatePickerModal')),
  // ?modal=new-booking&id=<provider> (client) or ?modal=new-booking (provider): a new session booking.
  'new-booking': lazy(() => import('../features/therapists/NewBookingModal')),
} satisfies Record<string, LazyExoticComponent<ComponentType<ModalProps>>>;

export type ModalName = keyof typeof modals;

const modalNames = Object.keys(modals) as [ModalName, ...ModalName[]];
/**
 * The search params every page accepts; anything malformed is dropped. `modal` (+ `id` for a booking,
 * `participantId` for the edit-review flow) drive the modal host; `state` is what the USA state picker adds to the
 * current page's query.
 */
export const globalSearchSchema = z.object({
  modal: optionalParam(z.enum(modalNames)),
  id: identifierParam,
  participantId: identifierParam,
  state: identifierParam,
});
