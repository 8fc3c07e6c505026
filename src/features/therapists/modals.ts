import { z } from 'zod/mini';
import { defineModal, idParam } from '../../lib/modal-descriptor';

/** Finding a therapist and booking one. */
export const therapistModals = [
  // 'Find the right therapist for you' (adds `state` to the page's query).
  defineModal({
    name: 'state-picker',
    params: z.object({}),
    load: () => import('./StatePickerModal'),
    queries: () => import('./queries').then(({ usStatesQuery }) => [usStatesQuery()]),
  }),
  // A client books a therapist (`&providerId=`); a provider books for a client (`[&clientId=]`).
  defineModal({
    name: 'new-booking',
    params: z.object({ providerId: z.optional(idParam), clientId: z.optional(idParam) }),
    load: () => import('./NewBookingModal'),
    queries: (params, { viewer }) =>
      viewer ? import('./queries').then(({ newBookingQueries }) => newBookingQueries(viewer, params)) : [],
  }),
];
