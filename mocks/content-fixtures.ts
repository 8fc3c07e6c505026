// Test helpers of the notes, reviews and messages tests: bookings put straight into the store.
import type { Booking } from '../generated/model';
import { participantIdOf } from './data/content';
import { ids } from './data/ids';
import type { TestBackend } from './test-utils';

/** A full valid Booking between cl_demo and pr_demo: a completed, paid session without feedback unless overridden. */
export function makeBooking(overrides: Partial<Booking> & Pick<Booking, 'identifier'>): Booking {
  const start = new Date(Date.now() - 3 * 24 * 3_600_000);
  return {
    status: 'confirmed',
    previousStatus: null,
    isFree: false,
    amount: 1500000,
    currencyCode: 'NGN',
    paymentStatus: 'paid',
    therapyCategory: { identifier: 'tc_anxiety', name: 'Anxiety' },
    modality: { identifier: 'md_online', name: 'Online' },
    provider: { identifier: ids.provider, firstName: 'Amaka', lastName: 'Okafor', title: 'Dr.', photoUrl: null },
    client: { identifier: ids.client, firstName: 'Grace', lastName: 'Adeyemi', photoUrl: null },
    participant: { identifier: participantIdOf(overrides.identifier), status: 'acknowledged' },
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 3_600_000).toISOString(),
    timeslotIdentifier: `ts_${overrides.identifier}`,
    note: null,
    feedbackProvided: false,
    isCompleted: true,
    rescheduleInfo: {
      status: 'none',
      remainingClientReschedule: 2,
      requestedBy: null,
      proposedStartTime: null,
      proposedEndTime: null,
    },
    remainingProviderReschedule: 2,
    allowRescheduleCompletedBooking: false,
    reschedules: [],
    createdAt: new Date(start.getTime() - 7 * 24 * 3_600_000).toISOString(),
    ...overrides,
  };
}

/** Puts the booking into the store, replacing a seeded one with the same id. */
export function putBooking(backend: TestBackend, overrides: Partial<Booking> & Pick<Booking, 'identifier'>): Booking {
  const booking = makeBooking(overrides);
  const bookings = backend.db.state.bookings;
  const at = bookings.findIndex((b) => b.identifier === booking.identifier);
  if (at >= 0) bookings[at] = booking;
  else bookings.push(booking);
  return booking;
}

export const secondProviderRef = {
  identifier: ids.secondProvider,
  firstName: 'Lena',
  lastName: 'Hoffmann',
  title: 'Dipl.-Psych.',
  photoUrl: null,
};
