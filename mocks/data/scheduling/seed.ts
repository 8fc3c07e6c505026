// The scheduling seed: the bookings that put every screen into every state, the guest invited to one of them, and
// the providers' calendars, laid out relative to the seed clock (mocks/README.md, "Seeds", lists them).
import type { SeedClock } from '../clock';
import { emails } from '../ids';
import { seedBooking } from './seed-booking';
import { seedCalendars } from './seed-calendars';
import { demoBookings } from './seed-demo-bookings';
import { extraBookingIds, guestIds } from './seed-ids';
import { secondProviderBookings } from './seed-second-bookings';
import { seedTimes } from './seed-times';
import type { SchedulingState } from './state';

export function seedScheduling(clock: SeedClock): SchedulingState {
  const times = seedTimes(clock);
  const seeded = [...demoBookings(clock, times), ...secondProviderBookings(times)].map((spec) =>
    seedBooking(spec, clock),
  );
  return {
    bookings: seeded.map((s) => s.booking),
    bookingExtras: Object.fromEntries(seeded.map((s) => [s.booking.identifier, s.extra])),
    bookingGuests: [
      {
        identifier: guestIds.partnerInvitation,
        bookingIdentifier: extraBookingIds.sharedFamily,
        email: emails.partnerClient,
        firstName: 'Alex',
        lastName: 'Morgan',
        status: 'awaiting',
      },
    ],
    bookingSeries: [],
    providerCalendars: seedCalendars(clock, times),
  };
}
