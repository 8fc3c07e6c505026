// Seeded scheduling identifiers beyond bookingIds (mocks/data/ids.ts): a public interface that tests, demos and links
// name (mocks/README.md lists them); add new ones, never rename or repurpose one.

export const extraBookingIds = {
  rescheduleRequestedByClient: 'bk_reschedule_client',
  socialRequest: 'bk_social_request',
  secondUpcoming: 'bk_second_upcoming',
  secondSocial: 'bk_second_social',
  secondCompleted: 'bk_second_completed',
  /** Confirmed and paid (prepaid), with no time yet: scheduling it reads Schedule and shows the success modal. */
  confirmedUnscheduled: 'bk_confirmed_unscheduled',
  /** Pending and unpaid, already given a time: it can be paid for or moved (no attempt used). */
  pendingScheduled: 'bk_pending_scheduled',
  /** cl_social's family session with pr_second, shared with partner@example.com, who has not answered yet. */
  sharedFamily: 'bk_shared_family',
  /** Completed three days ago, and the backend allows moving it (`allowRescheduleCompletedBooking`): no approval needed. */
  completedReschedulable: 'bk_completed_reschedulable',
  /**
   * cl_social's session with pr_second at 09:00 (Berlin) on the first weekday of next month, just before cl_demo's
   * bk_second_upcoming (10:00): with pr_second closed for the rest of this month, no time before bk_second_upcoming
   * is free until this one is cancelled (the waitlist's demo, decision 0009).
   */
  waitlistBlocker: 'bk_waitlist_blocker',
} as const;

/** Seeded shared-booking invitations (guest participants), by the booking they are on. */
export const guestIds = {
  /** partner@example.com (cl_partner) invited to bk_shared_family, awaiting the answer. */
  partnerInvitation: 'bp_shared_family_partner',
} as const;

/** The owner participant of a seeded booking: bk_x → bp_x. */
export const participantIdOf = (bookingIdentifier: string) => bookingIdentifier.replace(/^bk_/, 'bp_');
