// pr_second's seeded sessions (Europe/Berlin, free): next month's, which keep its calendar closed until then (the
// waitlist's demo) and one shared with a guest, and one in the past.
import { ids } from '../ids';
import type { BookingSpec } from './seed-booking';
import { extraBookingIds } from './seed-ids';
import { BERLIN, type SeedTimes } from './seed-times';

export function secondProviderBookings({ nextMonthBerlin, pastAt }: SeedTimes): BookingSpec[] {
  const second = { provider: ids.secondProvider, status: 'confirmed', paymentStatus: 'free' } as const;
  return [
    { ...second, id: extraBookingIds.secondUpcoming, start: nextMonthBerlin(10), createdDaysAgo: 3 },
    {
      ...second,
      id: extraBookingIds.secondSocial,
      client: ids.socialClient,
      therapy: 'th_family',
      start: nextMonthBerlin(11),
      createdDaysAgo: 4,
    },
    {
      ...second,
      id: extraBookingIds.sharedFamily,
      client: ids.socialClient,
      therapy: 'th_family',
      start: nextMonthBerlin(15),
      createdDaysAgo: 2,
      note: 'My partner will join us.',
    },
    {
      ...second,
      id: extraBookingIds.waitlistBlocker,
      client: ids.socialClient,
      start: nextMonthBerlin(9),
      createdDaysAgo: 5,
    },
    {
      ...second,
      id: extraBookingIds.secondCompleted,
      therapy: 'th_family',
      start: pastAt(BERLIN, 20, 10),
      createdDaysAgo: 25,
    },
  ];
}
