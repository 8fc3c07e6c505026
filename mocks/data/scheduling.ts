import type { Booking } from '../../generated/model';
import type { SeedClock } from './clock';

// TODO(owner of this slice): time slots, availability, the rest of the scheduling records and their seed.
export interface SchedulingState {
  /** Bookings exactly as the API returns them (the generated Booking type). */
  bookings: Booking[];
}

export function seedScheduling(_clock: SeedClock): SchedulingState {
  return { bookings: [] };
}
