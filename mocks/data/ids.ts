// Fixed identifiers of the seeded demo world, shared by every slice's seed and by the tests.
export const DEMO_PASSWORD = 'Passw0rd!';

export const ids = {
  client: 'cl_demo',
  socialClient: 'cl_social',
  namelessClient: 'cl_noname',
  provider: 'pr_demo',
  secondProvider: 'pr_second',
  newProvider: 'pr_new',
  /** Invited to a shared session (issue 36): the guest's side of an invitation. */
  partnerClient: 'cl_partner',
} as const;

export const emails = {
  client: 'client@example.com',
  socialClient: 'social@example.com',
  namelessClient: 'noname@example.com',
  provider: 'provider@example.com',
  secondProvider: 'provider2@example.com',
  newProvider: 'new-provider@example.com',
  partnerClient: 'partner@example.com',
} as const;

/** Seeded bookings that put every screen into every state (mocks/data/scheduling/ seeds them). */
export const bookingIds = {
  pendingUnpaid: 'bk_pending_unpaid',
  pendingFree: 'bk_pending_free',
  confirmedFar: 'bk_confirmed_far',
  confirmedSoon: 'bk_confirmed_soon',
  cancelledFromPending: 'bk_cancelled_pending',
  cancelledFromConfirmed: 'bk_cancelled_confirmed',
  completedWithFeedback: 'bk_completed_feedback',
  completedNoFeedback: 'bk_completed_nofeedback',
  rescheduleAwaitingApproval: 'bk_reschedule_pending',
  noReschedulesLeft: 'bk_no_reschedules',
} as const;
