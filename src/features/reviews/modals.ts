import { bookingModalData } from '../bookings';
import { bookingParam, defineModal, participantParam } from '../../lib/modal-descriptor';

/** The client's reviews. */
export const reviewModals = [
  // 'Leave a review' on a session that took place.
  defineModal({
    name: 'review',
    params: { id: bookingParam },
    load: () => import('./ReviewModal'),
    queries: bookingModalData,
  }),
  // "Edit review", once (the spec's parameter).
  defineModal({
    name: 'edit-review',
    params: { participantId: participantParam },
    load: () => import('./EditReviewModal'),
    queries: ({ participantId }, { viewer }) =>
      viewer === 'client' ? import('./queries').then(({ editReviewQueries }) => editReviewQueries(participantId)) : [],
  }),
];
