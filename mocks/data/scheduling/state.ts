// The scheduling slice of the offline backend's state: bookings with what the detail view needs beyond them,
// shared-booking guests, series, and each provider's calendar; with the rules' constants.
import type {
  AvailabilitySetting,
  AvailabilityTimeInterval,
  Booking,
  CalendarSetupType,
  CustomAvailabilityDay,
  WeekdayAvailability,
} from '../../../generated/model';
import { modalities, therapies } from '../regions';

export const WINDOW_HOURS = 48;
export const RESCHEDULES_PER_SIDE = 2;
export const DEFAULT_INTERVAL: AvailabilityTimeInterval = { startTime: '09:00', endTime: '18:00' };
export const GENERAL = 'general';

export const therapyName = (identifier: string) => therapies.find((t) => t.identifier === identifier)?.name;
export const modalityName = (identifier: string) => modalities.find((m) => m.identifier === identifier)?.name;

export interface ProviderCalendar {
  calendarSetupType: CalendarSetupType;
  /** The recurring week per calendar key: GENERAL or a therapy category identifier. */
  weeks: Record<string, WeekdayAvailability[]>;
  customDays: CustomAvailabilityDay[];
  /** Booking rules per calendar key. */
  settings: Record<string, AvailabilitySetting>;
}

/** What the detail view needs beyond the Booking shape. */
export interface BookingExtra {
  seriesIdentifier: string | null;
  cancellationNote: string | null;
  cancelledBy: 'client' | 'provider' | null;
  /** The slot a pending reschedule would move to (held until approved or rejected). */
  pendingTimeslotIdentifier: string | null;
  /** A free booking just given a time: the server confirms it (without charging) at this instant. */
  freeConfirmAt?: string | null;
}

interface BookingGuest {
  identifier: string;
  bookingIdentifier: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: 'awaiting' | 'acknowledged' | 'rejected';
}

interface BookingSeriesRecord {
  identifier: string;
  clientIdentifier: string;
  bookingIdentifiers: string[];
  createdAt: string;
  /** The recurrence a series of unscheduled sessions was booked with. */
  recurrence?: 'weekly' | 'biweekly' | 'monthly' | null;
}

export interface SchedulingState {
  /** Bookings exactly as the API returns them (the generated Booking type). */
  bookings: Booking[];
  bookingExtras: Record<string, BookingExtra>;
  bookingGuests: BookingGuest[];
  bookingSeries: BookingSeriesRecord[];
  providerCalendars: Record<string, ProviderCalendar>;
}

export function isBookingCompleted(booking: Booking, now: Date): boolean {
  return booking.status === 'confirmed' && booking.endTime !== null && Date.parse(booking.endTime) <= now.getTime();
}
