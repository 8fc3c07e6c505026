import { bookingModalData, bookingModalDataWithPolicy } from '../bookings';
import { bookingParam, defineModal, participantParam, type ModalQueryContext } from '../../lib/modal-descriptor';

/** The invited guest's view of a shared booking (`?participantId=`). */
function invitationModalData({ participantId }: { participantId: string }, { viewer }: ModalQueryContext) {
  return viewer ? import('./extras-queries').then(({ invitationQueries }) => invitationQueries(participantId)) : [];
}

const params = { id: bookingParam };

/** What the client and the provider do with one booking (`&id=<booking>`), and the invited guest's answer. */
export const appointmentModals = [
  // The client's or the provider's cancel, by the viewer's type.
  defineModal({
    name: 'cancel',
    params,
    load: () => import('./CancelModal'),
    queries: bookingModalDataWithPolicy('cancellation'),
  }),
  // Approve or decline the other party's reschedule.
  defineModal({
    name: 'reschedule-decision',
    params,
    load: () => import('./RescheduleDecisionModal'),
    queries: bookingModalData,
  }),
  // The client invites someone by e-mail to the session.
  defineModal({ name: 'share', params, load: () => import('./ShareBookingModal'), queries: bookingModalData }),
  // The invited person's view of a shared booking; accept or decline it.
  defineModal({
    name: 'invitation',
    params: { participantId: participantParam },
    load: () => import('./InvitationModal'),
    queries: invitationModalData,
  }),
  // Book several more sessions like this one (count and recurrence).
  defineModal({ name: 'book-series', params, load: () => import('./BookSeriesModal'), queries: bookingModalData }),
];
