// The booking rules of features/bookings, on the seeded bookings of the offline backend.
import { createIntl } from 'react-intl';
import type { Booking, UserType } from '../../../generated/model';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { de, en } from '../../lib/i18n/messages';
import { timeSlot } from '../../test/fixtures';
import {
  type BookingAction,
  bookingActions,
  isUpcoming,
  needsMyAction,
  otherParty,
  otherPartyLabel,
  otherPartyOf,
  remainingReschedules,
  rescheduleLimitReached,
  rescheduleState,
} from './rules';

const backend = setUpTestBackend();
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

describe('the reschedule line and what waits for the viewer', () => {
  it('a pending reschedule waits for the side that did not ask for it', () => {
    const b = booking('bk_reschedule_pending');
    expect(rescheduleState(b, 'client')).toBe('awaiting-you');
    expect(rescheduleState(b, 'provider')).toBe('awaiting-other');
    expect(needsMyAction(b, 'client')).toBe(true);
    expect(needsMyAction(b, 'provider')).toBe(false);
  });

  it('an answered reschedule says how it ended; a cancelled booking says nothing', () => {
    const b = booking('bk_confirmed_far');
    expect(rescheduleState(b, 'client')).toBeNull();
    b.rescheduleInfo.status = 'rejected';
    expect(rescheduleState(b, 'client')).toBe('declined');
    b.rescheduleInfo.status = 'approved';
    expect(rescheduleState(b, 'provider')).toBe('rescheduled');
    expect(rescheduleState({ ...b, status: 'cancelled' }, 'provider')).toBeNull();
  });

  it('a booking to schedule, pay or acknowledge needs the viewer; a plain confirmed one does not', () => {
    expect(needsMyAction(booking('bk_pending_unpaid'), 'client')).toBe(true);
    expect(needsMyAction(booking('bk_pending_unpaid'), 'provider')).toBe(true);
    expect(needsMyAction(booking('bk_confirmed_far'), 'client')).toBe(false);
    expect(needsMyAction(booking('bk_cancelled_pending'), 'client')).toBe(false);
  });

  it('a session is upcoming only with a start time still ahead', () => {
    const b = booking('bk_confirmed_far');
    const start = Date.parse(b.startTime!);
    expect(isUpcoming(b, start - 1)).toBe(true);
    expect(isUpcoming(b, start)).toBe(false);
    expect(isUpcoming({ ...b, startTime: null }, 0)).toBe(false);
  });

  it('counts the reschedules left of the viewer’s own side', () => {
    const b = booking('bk_confirmed_far');
    b.rescheduleInfo.remainingClientReschedule = 1;
    b.remainingProviderReschedule = 0;
    expect(remainingReschedules(b, 'client')).toBe(1);
    expect(remainingReschedules(b, 'provider')).toBe(0);
    expect(rescheduleLimitReached(b, 'provider')).toBe(true);
  });
});

describe('the other party', () => {
  it('is the therapist with their title for a client, the client for a provider', () => {
    const b = booking('bk_confirmed_far');
    expect(otherPartyOf(b, 'client')).toEqual({ name: 'Dr Amaka Okafor', initialsOf: 'Amaka Okafor', photoUrl: null });
    expect(otherPartyOf(b, 'provider')).toEqual({ name: 'Grace Adeyemi', initialsOf: 'Grace Adeyemi', photoUrl: null });
    expect(otherPartyOf({ ...b, provider: { ...b.provider, title: '' } }, 'client').name).toBe('Amaka Okafor');
  });

  it('is named in the viewer’s language', () => {
    expect(otherParty('client')).toBe('therapist');
    const inLocale = (locale: string, messages: Record<string, string>) => (id: string) =>
      createIntl({ locale, messages }).formatMessage({ id: id as keyof typeof en });
    expect(otherPartyLabel('client', inLocale('en', en))).toBe('therapist');
    expect(otherPartyLabel('provider', inLocale('de', de))).toBe('Klient:in');
  });
});
