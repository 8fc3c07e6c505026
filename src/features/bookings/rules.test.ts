// The booking rules of features/bookings, on the seeded bookings of the offline backend.
import type { Booking, UserType } from '../../../generated/model';
import { useTestBackend } from '../../../mocks/test-utils';
import { timeSlot } from '../../test/fixtures';
import { type BookingAction, bookingActions, rescheduleLimitReached } from './rules';

// eslint-disable-next-line react-hooks/rules-of-hooks -- a Vitest fixture (beforeEach/afterAll), not a React hook
const backend = useTestBackend();
const booking = (id: string): Booking => {
  const found = backend.db.state.bookings.find((b) => b.identifier === id);
  if (!found) throw new Error(`no seeded booking ${id}`);
  return structuredClone(found);
};

describe('bookingActions: which actions a booking offers, by viewer and state', () => {
  const cases: [string, UserType, BookingAction[]][] = [
    ['bk_pending_unpaid', 'client', ['schedule', 'cancel']],
    ['bk_pending_free', 'client', ['schedule', 'cancel']],
    ['bk_confirmed_far', 'client', ['reschedule', 'cancel']],
    ['bk_confirmed_soon', 'client', ['reschedule', 'cancel']],
    ['bk_cancelled_pending', 'client', []],
    ['bk_cancelled_confirmed', 'client', []],
    ['bk_completed_feedback', 'client', []],
    ['bk_completed_nofeedback', 'client', []],
    ['bk_reschedule_pending', 'client', ['review-reschedule', 'cancel']],
    ['bk_reschedule_client', 'client', ['cancel']],
    ['bk_no_reschedules', 'client', ['reschedule', 'cancel']],
    ['bk_confirmed_unscheduled', 'client', ['schedule', 'cancel']],
    ['bk_pending_scheduled', 'client', ['pay', 'reschedule', 'cancel']],
    ['bk_confirmed_unscheduled', 'provider', ['cancel']],
    ['bk_pending_scheduled', 'provider', ['cancel']],
    ['bk_pending_unpaid', 'provider', ['acknowledge', 'reject']],
    ['bk_social_request', 'provider', ['acknowledge', 'reject']],
    ['bk_confirmed_far', 'provider', ['reschedule', 'cancel']],
    ['bk_cancelled_pending', 'provider', []],
    ['bk_completed_feedback', 'provider', []],
    ['bk_reschedule_pending', 'provider', ['cancel']],
    ['bk_reschedule_client', 'provider', ['review-reschedule', 'cancel']],
  ];
  it.each(cases)('%s as %s → %j', (id, viewer, expected) => {
    expect(bookingActions(booking(id), viewer)).toEqual(expected);
  });

  it('a scheduled pending booking asks the client to pay, and can still be moved', () => {
    const b = booking('bk_pending_unpaid');
    const slot = timeSlot('2099-01-05T09:00:00Z');
    Object.assign(b, { startTime: slot.startTime, endTime: slot.endTime, timeslotIdentifier: slot.identifier });
    expect(bookingActions(b, 'client')).toEqual(['pay', 'reschedule', 'cancel']);
    // A free one awaiting the server's confirmation has nothing to pay.
    Object.assign(b, { isFree: true, amount: 0, paymentStatus: 'free' });
    expect(bookingActions(b, 'client')).toEqual(['reschedule', 'cancel']);
  });

  it('the reschedule limit holds unless the booking is pending', () => {
    const b = booking('bk_no_reschedules');
    expect(rescheduleLimitReached(b, 'client')).toBe(true);
    expect(rescheduleLimitReached(b, 'provider')).toBe(false);
    expect(rescheduleLimitReached({ ...b, status: 'pending' }, 'client')).toBe(false);
  });

  it('an acknowledged pending booking lets the provider cancel it only', () => {
    const b = booking('bk_pending_unpaid');
    b.participant.status = 'acknowledged';
    expect(bookingActions(b, 'provider')).toEqual(['cancel']);
  });

  it('a confirmed session that has started offers nothing', () => {
    const b = booking('bk_confirmed_far');
    b.startTime = new Date(Date.now() - 10 * 60_000).toISOString();
    expect(bookingActions(b, 'client')).toEqual([]);
  });
});
