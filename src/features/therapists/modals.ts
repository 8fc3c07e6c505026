import { dayModalParam, defineModal, idParam, optional } from '../../lib/modal-descriptor';

/** Finding a therapist and booking one. */
export const therapistModals = [
  // 'Find the right therapist for you' (adds `state` to the page's query).
  defineModal({
    name: 'state-picker',
    params: {},
    load: () => import('./StatePickerModal'),
    queries: () => import('./queries').then(({ usStatesQuery }) => [usStatesQuery()]),
  }),
  // A client books a therapist (`&providerId=`), maybe on a chosen slot (`&slotId=&therapyId=[&modalityId=]&date=`,
  // from the listing's next free session); a provider books for a client (`[&clientId=]`).
  defineModal({
    name: 'new-booking',
    params: {
      providerId: optional(idParam),
      clientId: optional(idParam),
      slotId: optional(idParam),
      therapyId: optional(idParam),
      modalityId: optional(idParam),
      date: optional(dayModalParam),
    },
    load: () => import('./NewBookingModal'),
    queries: (params, { viewer }) =>
      viewer ? import('./queries').then(({ newBookingQueries }) => newBookingQueries(viewer, params)) : [],
  }),
];
