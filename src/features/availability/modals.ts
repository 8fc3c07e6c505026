import { defineModal, dayModalParam } from '../../lib/modal-descriptor';

const params = { date: dayModalParam };

/** The provider's calendar (on /availability/), one date (`&date=YYYY-MM-DD`) at a time. */
export const availabilityModals = [
  // The availability of one date.
  defineModal({ name: 'availability-date', params, load: () => import('./DateModal') }),
  // Remove a specific date after a confirmation.
  defineModal({ name: 'availability-remove', params, load: () => import('./RemoveDateModal') }),
];
