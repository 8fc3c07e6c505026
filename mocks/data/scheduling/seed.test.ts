// The scheduling seed is a public interface (mocks/README.md, "Seeds"): for a fixed seed clock, every booking's id,
// order and times, the pending and past moves, and the calendars' custom days are pinned here. A change to them is a
// change to what tests, demos and links rely on: add new ones, never rename or move one.
import { describe, expect, it } from 'vitest';
import { seedClock } from '../clock';
import { seedScheduling } from './seed';

const seed = (iso: string) => seedScheduling(seedClock(new Date(iso)));
const sessions = (iso: string) =>
  seed(iso).bookings.map((b) => [b.identifier, b.startTime, b.rescheduleInfo.proposedStartTime]);

describe('the scheduling seed', () => {
  it('puts every booking at the same time relative to the seed clock, in the same order (a Wednesday morning)', () => {
    expect(sessions('2026-11-04T10:17:23.456Z')).toEqual([
      ['bk_pending_unpaid', null, null],
      ['bk_pending_free', null, null],
      ['bk_confirmed_far', '2026-11-16T09:00:00.000Z', null],
      ['bk_confirmed_soon', '2026-11-05T11:00:00.000Z', null],
      ['bk_cancelled_pending', '2026-11-09T08:00:00.000Z', null],
      ['bk_cancelled_confirmed', '2026-11-09T10:00:00.000Z', null],
      ['bk_completed_feedback', '2026-10-21T09:00:00.000Z', null],
      ['bk_completed_nofeedback', '2026-10-28T14:00:00.000Z', null],
      ['bk_reschedule_pending', '2026-11-05T12:00:00.000Z', '2026-11-12T10:00:00.000Z'],
      ['bk_reschedule_client', '2026-11-05T13:00:00.000Z', '2026-11-13T14:00:00.000Z'],
      ['bk_no_reschedules', '2026-11-16T13:00:00.000Z', null],
      ['bk_confirmed_unscheduled', null, null],
      ['bk_pending_scheduled', '2026-11-12T10:00:00.000Z', null],
      ['bk_completed_reschedulable', '2026-11-01T11:00:00.000Z', null],
      ['bk_social_request', '2026-11-10T12:00:00.000Z', null],
      ['bk_second_upcoming', '2026-12-01T09:00:00.000Z', null],
      ['bk_second_social', '2026-12-01T10:00:00.000Z', null],
      ['bk_shared_family', '2026-12-01T14:00:00.000Z', null],
      ['bk_waitlist_blocker', '2026-12-01T08:00:00.000Z', null],
      ['bk_second_completed', '2026-10-15T08:00:00.000Z', null],
    ]);
  });

  it('keeps the times across a month end, late in the evening UTC (already Saturday in Lagos and Berlin)', () => {
    expect(sessions('2027-01-29T23:40:00.000Z').map(([, start]) => start)).toEqual([
      null,
      null,
      '2027-02-09T09:00:00.000Z',
      '2027-01-31T08:00:00.000Z',
      '2027-02-04T08:00:00.000Z',
      '2027-02-03T10:00:00.000Z',
      '2027-01-16T09:00:00.000Z',
      '2027-01-23T14:00:00.000Z',
      '2027-01-31T09:00:00.000Z',
      '2027-01-31T10:00:00.000Z',
      '2027-02-11T13:00:00.000Z',
      null,
      '2027-02-08T10:00:00.000Z',
      '2027-01-27T11:00:00.000Z',
      '2027-02-05T12:00:00.000Z',
      '2027-02-02T09:00:00.000Z',
      '2027-02-02T10:00:00.000Z',
      '2027-02-02T14:00:00.000Z',
      '2027-02-02T08:00:00.000Z',
      '2027-01-10T09:00:00.000Z',
    ]);
  });

  it('records the moves: the pending ones asked for two hours ago, bk_no_reschedules moved twice a week apart', () => {
    const { bookings, bookingExtras } = seed('2026-11-04T10:17:23.456Z');
    const moves = bookings.flatMap((b) => b.reschedules.map((r) => [r.identifier, r.fromStartTime, r.toStartTime]));
    expect(moves).toEqual([
      ['rs_reschedule_pending', '2026-11-05T12:00:00.000Z', '2026-11-12T10:00:00.000Z'],
      ['rs_reschedule_client', '2026-11-05T13:00:00.000Z', '2026-11-13T14:00:00.000Z'],
      ['rs_no_reschedules_1', '2026-11-02T13:00:00.000Z', '2026-11-09T13:00:00.000Z'],
      ['rs_no_reschedules_2', '2026-11-09T13:00:00.000Z', '2026-11-16T13:00:00.000Z'],
    ]);
    expect(bookings.flatMap((b) => b.reschedules.map((r) => r.createdAt))).toEqual([
      '2026-11-04T08:17:23.456Z',
      '2026-11-04T08:17:23.456Z',
      '2026-10-25T10:17:23.456Z',
      '2026-10-28T10:17:23.456Z',
    ]);
    expect(Object.keys(bookingExtras)).toEqual(bookings.map((b) => b.identifier));
    expect(bookingExtras.bk_reschedule_pending?.pendingTimeslotIdentifier).toBe('ts-pr_demo-general-20261112T1000Z');
  });

  it("seeds pr_demo's day off and open Saturday, and closes pr_second's calendars until its sessions next month", () => {
    for (const [iso, demoDays, closed] of [
      ['2026-11-04T10:17:23.456Z', ['2026-11-24', '2026-11-21'], ['2026-11-04', '2026-11-30', 54]],
      ['2027-01-29T23:40:00.000Z', ['2027-02-19', '2027-02-20'], ['2027-01-30', '2027-02-01', 6]],
    ] as const) {
      const { providerCalendars, bookingGuests } = seed(iso);
      expect(providerCalendars.pr_demo?.customDays.map((c) => [c.identifier, c.date])).toEqual([
        ['cd_demo_day_off', demoDays[0]],
        ['cd_demo_saturday', demoDays[1]],
      ]);
      const second = providerCalendars.pr_second?.customDays.map((c) => c.identifier) ?? [];
      expect([second[0], second.at(-1), second.length]).toEqual([
        `cd_second_individual_${closed[0]}`,
        `cd_second_family_${closed[1]}`,
        closed[2],
      ]);
      expect(bookingGuests.map((g) => [g.identifier, g.bookingIdentifier])).toEqual([
        ['bp_shared_family_partner', 'bk_shared_family'],
      ]);
    }
  });
});
