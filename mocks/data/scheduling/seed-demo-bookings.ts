// pr_demo's seeded sessions (Africa/Lagos), mostly with cl_demo: every state a booking screen can be in
// (mocks/README.md describes each one).
import { subWeeks } from 'date-fns/subWeeks';
import { tz } from '@date-fns/tz';
import type { SeedClock } from '../clock';
import { bookingIds, ids } from '../ids';
import { extraBookingIds } from './seed-ids';
import type { BookingSpec } from './seed-booking';
import { LAGOS, type SeedTimes } from './seed-times';
import { RESCHEDULES_PER_SIDE } from './state';

export function demoBookings(clock: SeedClock, { weekdayAt, soonAt, pastAt }: SeedTimes): BookingSpec[] {
  const noAttemptsStart = weekdayAt(LAGOS, 12, 14);
  /** The same time `weeks` earlier, for the moves a booking has been through. */
  const weeksBefore = (start: number, weeks: number) => subWeeks(start, weeks, { in: tz(LAGOS) }).getTime();
  return [
    {
      id: bookingIds.pendingUnpaid,
      start: null,
      status: 'pending',
      paymentStatus: 'unpaid',
      participant: 'awaiting',
      createdDaysAgo: 1,
      note: null,
    },
    {
      id: bookingIds.pendingFree,
      free: true,
      start: null,
      status: 'pending',
      paymentStatus: 'free',
      participant: 'awaiting',
      createdDaysAgo: 1,
    },
    {
      id: bookingIds.confirmedFar,
      start: weekdayAt(LAGOS, 10, 10),
      status: 'confirmed',
      paymentStatus: 'paid',
      createdDaysAgo: 5,
    },
    { id: bookingIds.confirmedSoon, start: soonAt(0), status: 'confirmed', paymentStatus: 'paid', createdDaysAgo: 2 },
    {
      id: bookingIds.cancelledFromPending,
      start: weekdayAt(LAGOS, 5, 9),
      status: 'cancelled',
      previousStatus: 'pending',
      paymentStatus: 'unpaid',
      participant: 'awaiting',
      createdDaysAgo: 8,
    },
    {
      id: bookingIds.cancelledFromConfirmed,
      start: weekdayAt(LAGOS, 4, 11),
      status: 'cancelled',
      previousStatus: 'confirmed',
      paymentStatus: 'refunded',
      createdDaysAgo: 12,
    },
    {
      id: bookingIds.completedWithFeedback,
      start: pastAt(LAGOS, 14, 10),
      status: 'confirmed',
      paymentStatus: 'paid',
      feedbackProvided: true,
      createdDaysAgo: 30,
    },
    {
      id: bookingIds.completedNoFeedback,
      modality: 'md_in_person',
      start: pastAt(LAGOS, 7, 15),
      status: 'confirmed',
      paymentStatus: 'paid',
      createdDaysAgo: 20,
    },
    {
      id: bookingIds.rescheduleAwaitingApproval,
      start: soonAt(1),
      status: 'confirmed',
      paymentStatus: 'paid',
      createdDaysAgo: 6,
      remainingProvider: RESCHEDULES_PER_SIDE - 1,
      reschedule: { requestedBy: 'provider', to: weekdayAt(LAGOS, 8, 11) },
    },
    {
      id: extraBookingIds.rescheduleRequestedByClient,
      therapy: 'th_couples',
      start: soonAt(2),
      status: 'confirmed',
      paymentStatus: 'paid',
      createdDaysAgo: 7,
      remainingClient: RESCHEDULES_PER_SIDE - 1,
      reschedule: { requestedBy: 'client', to: weekdayAt(LAGOS, 9, 15) },
    },
    {
      id: bookingIds.noReschedulesLeft,
      start: noAttemptsStart,
      status: 'confirmed',
      paymentStatus: 'paid',
      createdDaysAgo: 15,
      remainingClient: 0,
      remainingProvider: 1,
      // Moved twice, a week later each time, by the client: no attempt left.
      history: [2, 1].map((weeks, i) => ({
        identifier: `rs_no_reschedules_${i + 1}`,
        status: 'approved' as const,
        requestedBy: 'client' as const,
        fromStartTime: new Date(weeksBefore(noAttemptsStart, weeks)).toISOString(),
        toStartTime: new Date(weeksBefore(noAttemptsStart, weeks - 1)).toISOString(),
        note: null,
        createdAt: clock.daysAgo(10 - i * 3),
      })),
    },
    {
      id: extraBookingIds.confirmedUnscheduled,
      start: null,
      status: 'confirmed',
      paymentStatus: 'paid',
      createdDaysAgo: 3,
      note: null,
    },
    {
      id: extraBookingIds.pendingScheduled,
      start: weekdayAt(LAGOS, 8, 11),
      status: 'pending',
      paymentStatus: 'unpaid',
      createdDaysAgo: 2,
    },
    {
      id: extraBookingIds.completedReschedulable,
      start: pastAt(LAGOS, 3, 12),
      status: 'confirmed',
      paymentStatus: 'paid',
      createdDaysAgo: 9,
      allowRescheduleCompleted: true,
    },
    {
      id: extraBookingIds.socialRequest,
      client: ids.socialClient,
      start: weekdayAt(LAGOS, 6, 13),
      status: 'confirmed',
      paymentStatus: 'paid',
      participant: 'awaiting',
      createdDaysAgo: 1,
    },
  ];
}
