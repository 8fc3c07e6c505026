import { tzOffset } from '@date-fns/tz';
import type {
  AvailabilitySetting,
  AvailabilityTimeInterval,
  AvailabilityTimeSlot,
  AvailabilityWeekday,
  Booking,
  BookingReschedule,
  CalendarSetupType,
  CustomAvailabilityDay,
  WeekdayAvailability,
} from '../../generated/model';
import { at } from '../lib/required';
import type { SeedClock } from './clock';
import { bookingIds, emails, ids } from './ids';
import { modalities, therapies } from './regions';
import { intervalSlots, slotIdentifier, type SlotRules } from './slots';

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
  /** Issue 18: the recurrence a series of unscheduled sessions was booked with. */
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

// ---- time helpers (calendar days are in the provider's time zone) ----

const WEEKDAYS: AvailabilityWeekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The numbers of a `YYYY-MM-DD` date; a `YYYY-MM` month has day 1. */
export function dateParts(date: string): [year: number, month: number, day: number] {
  const [y, m, d = 1] = date.split('-').map(Number);
  if (y === undefined || m === undefined) throw new Error(`Expected a YYYY-MM-DD date, got ${date}`);
  return [y, m, d];
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = dateParts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): AvailabilityWeekday {
  const [y, m, d] = dateParts(date);
  return at(WEEKDAYS, (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7, `the weekday of ${date}`);
}

export function localDate(ms: number, tz: string): string {
  return new Date(ms + tzOffset(tz, new Date(ms)) * 60_000).toISOString().slice(0, 10);
}

export function localHour(ms: number, tz: string): number {
  return new Date(ms + tzOffset(tz, new Date(ms)) * 60_000).getUTCHours();
}

/** The UTC instant of `hour`:00 on a local date in a time zone. */
export function localToUtc(date: string, hour: number, tz: string): number {
  const [y, m, d] = dateParts(date);
  const guess = Date.UTC(y, m - 1, d, hour);
  const first = guess - tzOffset(tz, new Date(guess)) * 60_000;
  return guess - tzOffset(tz, new Date(first)) * 60_000;
}

/** The last local date of the booking range: two months ahead of today. */
export function windowEndDate(now: Date, tz: string): string {
  const [y, m, d] = dateParts(localDate(now.getTime(), tz));
  const lastOfTarget = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return `${new Date(Date.UTC(y, m + 1, 1)).toISOString().slice(0, 7)}-${pad(Math.min(d, lastOfTarget))}`;
}

export function daysOfMonth(month: string): string[] {
  const [y, m] = dateParts(month);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${pad(i + 1)}`);
}

const hourOf = (hhmm: string) => Number(hhmm.slice(0, 2));

// ---- slots: generated from the calendar and the booking rules (mocks/data/slots.ts, decision 0072) ----

export { parseSlotIdentifier, slotIdentifier } from './slots';

export function weekFor(calendar: ProviderCalendar, key: string): WeekdayAvailability[] {
  return calendar.weeks[key] ?? calendar.weeks[GENERAL] ?? emptyWeek();
}

export function customDayFor(calendar: ProviderCalendar, key: string, date: string): CustomAvailabilityDay | undefined {
  const category = key === GENERAL ? null : key;
  return calendar.customDays.find((c) => c.date === date && c.categoryIdentifier === category);
}

/** A date's availability: its custom day when there is one, else the recurring week. */
export function dayAvailability(calendar: ProviderCalendar, key: string, date: string) {
  const custom = customDayFor(calendar, key, date);
  if (custom)
    return { custom, isAvailable: custom.isAvailable, intervals: custom.isAvailable ? custom.timeslotIntervals : [] };
  const day = weekFor(calendar, key).find((w) => w.weekday === weekdayOf(date));
  return {
    custom: undefined,
    isAvailable: !!day?.isAvailable,
    intervals: day?.isAvailable ? day.timeslotIntervals : [],
  };
}

/** Every slot the calendar generates on a date under the booking rules, booked or not. */
export function daySlots(
  providerIdentifier: string,
  tz: string,
  calendar: ProviderCalendar,
  key: string,
  date: string,
  rules: SlotRules,
): AvailabilityTimeSlot[] {
  return dayAvailability(calendar, key, date).intervals.flatMap((interval) =>
    intervalSlots(
      providerIdentifier,
      key,
      localToUtc(date, hourOf(interval.startTime), tz),
      localToUtc(date, hourOf(interval.endTime), tz),
      rules,
    ),
  );
}

/** A date's hours as UTC spans [from, to). */
export function dayHours(
  tz: string,
  calendar: ProviderCalendar,
  key: string,
  date: string,
): [from: number, to: number][] {
  return dayAvailability(calendar, key, date).intervals.map((i) => [
    localToUtc(date, hourOf(i.startTime), tz),
    localToUtc(date, hourOf(i.endTime), tz),
  ]);
}

export function isBookingCompleted(booking: Booking, now: Date): boolean {
  return booking.status === 'confirmed' && booking.endTime !== null && Date.parse(booking.endTime) <= now.getTime();
}

export function emptyWeek(): WeekdayAvailability[] {
  return WEEKDAYS.map((weekday) => ({ weekday, isAvailable: false, timeslotIntervals: [] }));
}

export function workWeek(
  interval: AvailabilityTimeInterval = { startTime: '09:00', endTime: '17:00' },
): WeekdayAvailability[] {
  return WEEKDAYS.map((weekday) => {
    const open = weekday !== 'SATURDAY' && weekday !== 'SUNDAY';
    return { weekday, isAvailable: open, timeslotIntervals: open ? [{ ...interval }] : [] };
  });
}

export const defaultSetting = (categoryIdentifier: string | null): AvailabilitySetting => ({
  categoryIdentifier,
  sessionDurationMinutes: 60,
  bufferMinutes: 0,
  minimumNoticeHours: 0,
});

// ---- seed ----

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
   * is free until this one is cancelled (the waitlist's demo, decision 0134).
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

const people = {
  [ids.client]: { firstName: 'Grace', lastName: 'Adeyemi' },
  [ids.socialClient]: { firstName: 'Sam', lastName: 'Social' },
  [ids.provider]: { firstName: 'Amaka', lastName: 'Okafor', title: 'Dr', tz: 'Africa/Lagos' },
  [ids.secondProvider]: { firstName: 'Lena', lastName: 'Hoffmann', title: 'Dr', tz: 'Europe/Berlin' },
};

export function seedScheduling(clock: SeedClock): SchedulingState {
  const now = clock.now.getTime();
  const lagos = people[ids.provider].tz;
  const berlin = people[ids.secondProvider].tz;
  const todayLagos = localDate(now, lagos);
  const hour = 3_600_000;

  /** `hour`:00 local on the first weekday at or after today + days. */
  const weekdayAt = (tz: string, days: number, h: number) => {
    let date = addDays(localDate(now, tz), days);
    while (weekdayOf(date) === 'SATURDAY' || weekdayOf(date) === 'SUNDAY') date = addDays(date, 1);
    return localToUtc(date, h, tz);
  };
  // Whole hours 24-47 h ahead that fall within 09:00-17:00 in Lagos: the "within 48 hours" sessions.
  const soon = Array.from({ length: 24 }, (_, i) => Math.ceil((now + 24 * hour) / hour) * hour + i * hour)
    .filter((t) => t < now + 47 * hour)
    .filter((t) => localHour(t, lagos) >= 9 && localHour(t, lagos) < 17);
  const soonAt = (i: number) => at(soon, i, 'a working hour in the next two days');
  const pastAt = (days: number, h: number) => localToUtc(addDays(todayLagos, -days), h, lagos);

  interface Spec {
    id: string;
    client?: string;
    provider?: string;
    therapy?: string;
    free?: boolean;
    modality?: string;
    start: number | null;
    status: Booking['status'];
    previousStatus?: Booking['previousStatus'];
    paymentStatus: Booking['paymentStatus'];
    participant?: Booking['participant']['status'];
    feedbackProvided?: boolean;
    createdDaysAgo: number;
    note?: string | null;
    remainingClient?: number;
    remainingProvider?: number;
    reschedule?: { requestedBy: 'client' | 'provider'; to: number };
    history?: BookingReschedule[];
    allowRescheduleCompleted?: boolean;
  }

  const extras: Record<string, BookingExtra> = {};
  const make = (s: Spec): Booking => {
    const clientId = s.client ?? ids.client;
    const providerId = s.provider ?? ids.provider;
    const provider = people[providerId as typeof ids.provider];
    const therapy = s.therapy ?? 'th_individual';
    const modality = s.modality ?? 'md_online';
    // Fees as the provider profiles are seeded (mocks/data/profiles.ts): pr_second is free, couples therapy costs more.
    const fee = providerId === ids.secondProvider ? 0 : therapy === 'th_couples' ? 2_000_000 : 1_500_000;
    const isFree = s.free === true || fee === 0;
    const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
    const key = providerId === ids.provider ? GENERAL : therapy;
    const reschedule = s.reschedule;
    extras[s.id] = {
      seriesIdentifier: null,
      cancellationNote: s.status === 'cancelled' ? 'I can no longer make this time.' : null,
      cancelledBy: s.status === 'cancelled' ? 'client' : null,
      pendingTimeslotIdentifier: reschedule ? slotIdentifier(providerId, key, reschedule.to) : null,
    };
    return {
      identifier: s.id,
      status: s.status,
      previousStatus: s.previousStatus ?? (s.status === 'pending' ? null : 'pending'),
      isFree,
      amount: isFree ? 0 : fee,
      currencyCode: providerId === ids.secondProvider ? 'USD' : 'NGN',
      paymentStatus: s.paymentStatus,
      therapyCategory: { identifier: therapy, name: therapyName(therapy)! },
      modality: { identifier: modality, name: modalityName(modality)! },
      provider: {
        identifier: providerId,
        firstName: provider.firstName,
        lastName: provider.lastName,
        title: provider.title,
        photoUrl: null,
      },
      client: { identifier: clientId, ...people[clientId as typeof ids.client], photoUrl: null },
      participant: { identifier: participantIdOf(s.id), status: s.participant ?? 'acknowledged' },
      startTime: iso(s.start),
      endTime: iso(s.start === null ? null : s.start + hour),
      timeslotIdentifier: s.start === null ? null : slotIdentifier(providerId, key, s.start),
      note: s.note === undefined ? 'Looking forward to our session.' : s.note,
      feedbackProvided: s.feedbackProvided ?? false,
      isCompleted: s.status === 'confirmed' && s.start !== null && s.start + hour <= now,
      rescheduleInfo: {
        status: reschedule ? 'pending' : 'none',
        remainingClientReschedule: s.remainingClient ?? RESCHEDULES_PER_SIDE,
        requestedBy: reschedule?.requestedBy ?? null,
        proposedStartTime: reschedule ? iso(reschedule.to) : null,
        proposedEndTime: reschedule ? iso(reschedule.to + hour) : null,
      },
      remainingProviderReschedule: s.remainingProvider ?? RESCHEDULES_PER_SIDE,
      allowRescheduleCompletedBooking: s.allowRescheduleCompleted ?? false,
      reschedules:
        s.history ??
        (reschedule && s.start !== null
          ? [
              {
                identifier: `rs_${s.id.slice(3)}`,
                status: 'pending',
                requestedBy: reschedule.requestedBy,
                fromStartTime: new Date(s.start).toISOString(),
                toStartTime: new Date(reschedule.to).toISOString(),
                note: 'Something came up, could we move this session?',
                createdAt: clock.hoursFromNow(-2),
              },
            ]
          : []),
      createdAt: clock.hoursFromNow(-24 * s.createdDaysAgo),
    };
  };

  const noAttemptsStart = weekdayAt(lagos, 12, 14);
  const nextMonthBerlin = (h: number) => {
    const [y, m] = dateParts(localDate(now, berlin));
    const first = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
    const days = Math.round((Date.parse(first) - Date.parse(localDate(now, berlin))) / (24 * hour));
    // At least three days ahead, so that a client's move of these sessions never needs the provider's approval.
    return weekdayAt(berlin, Math.max(days, 3), h);
  };

  const bookings: Booking[] = [
    make({
      id: bookingIds.pendingUnpaid,
      start: null,
      status: 'pending',
      paymentStatus: 'unpaid',
      participant: 'awaiting',
      createdDaysAgo: 1,
      note: null,
    }),
    make({
      id: bookingIds.pendingFree,
      free: true,
      start: null,
      status: 'pending',
      paymentStatus: 'free',
      participant: 'awaiting',
      createdDaysAgo: 1,
    }),
    make({
      id: bookingIds.confirmedFar,
      start: weekdayAt(lagos, 10, 10),
      status: 'confirmed',
      paymentStatus: 'paid',
      createdDaysAgo: 5,
    }),
    make({
      id: bookingIds.confirmedSoon,
      start: soonAt(0),
      status: 'confirmed',
      paymentStatus: 'paid',
      createdDaysAgo: 2,
    }),
    make({
      id: bookingIds.cancelledFromPending,
      start: weekdayAt(lagos, 5, 9),
      status: 'cancelled',
      previousStatus: 'pending',
      paymentStatus: 'unpaid',
      participant: 'awaiting',
      createdDaysAgo: 8,
    }),
    make({
      id: bookingIds.cancelledFromConfirmed,
      start: weekdayAt(lagos, 4, 11),
      status: 'cancelled',
      previousStatus: 'confirmed',
      paymentStatus: 'refunded',
      createdDaysAgo: 12,
    }),
    make({
      id: bookingIds.completedWithFeedback,
      start: pastAt(14, 10),
      status: 'confirmed',
      paymentStatus: 'paid',
      feedbackProvided: true,
      createdDaysAgo: 30,
    }),
    make({
      id: bookingIds.completedNoFeedback,
      modality: 'md_in_person',
      start: pastAt(7, 15),
      status: 'confirmed',
      paymentStatus: 'paid',
      createdDaysAgo: 20,
    }),
    make({
      id: bookingIds.rescheduleAwaitingApproval,
      start: soonAt(1),
      status: 'confirmed',
      paymentStatus: 'paid',
      createdDaysAgo: 6,
      remainingProvider: RESCHEDULES_PER_SIDE - 1,
      reschedule: { requestedBy: 'provider', to: weekdayAt(lagos, 8, 11) },
    }),
    make({
      id: extraBookingIds.rescheduleRequestedByClient,
      therapy: 'th_couples',
      start: soonAt(2),
      status: 'confirmed',
      paymentStatus: 'paid',
      createdDaysAgo: 7,
      remainingClient: RESCHEDULES_PER_SIDE - 1,
      reschedule: { requestedBy: 'client', to: weekdayAt(lagos, 9, 15) },
    }),
    make({
      id: bookingIds.noReschedulesLeft,
      start: noAttemptsStart,
      status: 'confirmed',
      paymentStatus: 'paid',
      createdDaysAgo: 15,
      remainingClient: 0,
      remainingProvider: 1,
      history: [3, 2].map((weeksBefore, i) => ({
        identifier: `rs_no_reschedules_${i + 1}`,
        status: 'approved' as const,
        requestedBy: 'client' as const,
        fromStartTime: new Date(noAttemptsStart - (weeksBefore - 1) * 7 * 24 * hour).toISOString(),
        toStartTime: new Date(noAttemptsStart - (weeksBefore - 2) * 7 * 24 * hour).toISOString(),
        note: null,
        createdAt: clock.hoursFromNow(-24 * (10 - i * 3)),
      })),
    }),
    make({
      id: extraBookingIds.confirmedUnscheduled,
      start: null,
      status: 'confirmed',
      paymentStatus: 'paid',
      createdDaysAgo: 3,
      note: null,
    }),
    make({
      id: extraBookingIds.pendingScheduled,
      start: weekdayAt(lagos, 8, 11),
      status: 'pending',
      paymentStatus: 'unpaid',
      createdDaysAgo: 2,
    }),
    make({
      id: extraBookingIds.completedReschedulable,
      start: pastAt(3, 12),
      status: 'confirmed',
      paymentStatus: 'paid',
      createdDaysAgo: 9,
      allowRescheduleCompleted: true,
    }),
    make({
      id: extraBookingIds.socialRequest,
      client: ids.socialClient,
      start: weekdayAt(lagos, 6, 13),
      status: 'confirmed',
      paymentStatus: 'paid',
      participant: 'awaiting',
      createdDaysAgo: 1,
    }),
    make({
      id: extraBookingIds.secondUpcoming,
      provider: ids.secondProvider,
      start: nextMonthBerlin(10),
      status: 'confirmed',
      paymentStatus: 'free',
      createdDaysAgo: 3,
    }),
    make({
      id: extraBookingIds.secondSocial,
      client: ids.socialClient,
      provider: ids.secondProvider,
      therapy: 'th_family',
      start: nextMonthBerlin(11),
      status: 'confirmed',
      paymentStatus: 'free',
      createdDaysAgo: 4,
    }),
    make({
      id: extraBookingIds.sharedFamily,
      client: ids.socialClient,
      provider: ids.secondProvider,
      therapy: 'th_family',
      start: nextMonthBerlin(15),
      status: 'confirmed',
      paymentStatus: 'free',
      createdDaysAgo: 2,
      note: 'My partner will join us.',
    }),
    make({
      id: extraBookingIds.waitlistBlocker,
      client: ids.socialClient,
      provider: ids.secondProvider,
      start: nextMonthBerlin(9),
      status: 'confirmed',
      paymentStatus: 'free',
      createdDaysAgo: 5,
    }),
    make({
      id: extraBookingIds.secondCompleted,
      provider: ids.secondProvider,
      therapy: 'th_family',
      start: localToUtc(addDays(localDate(now, berlin), -20), 10, berlin),
      status: 'confirmed',
      paymentStatus: 'free',
      createdDaysAgo: 25,
    }),
  ];

  // pr_second is fully booked for the rest of the current month, and until its sessions next month: every date up to
  // then is closed in both calendars.
  const todayBerlin = localDate(now, berlin);
  const firstSessionDay = localDate(nextMonthBerlin(9), berlin);
  const closedDays: string[] = [];
  for (let date = todayBerlin; date < firstSessionDay; date = addDays(date, 1)) closedDays.push(date);
  const secondCategories = ['th_individual', 'th_family'];
  const saturday = (() => {
    let d = addDays(todayLagos, 15);
    while (weekdayOf(d) !== 'SATURDAY') d = addDays(d, 1);
    return d;
  })();

  return {
    bookings,
    bookingExtras: extras,
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
    providerCalendars: {
      [ids.provider]: {
        calendarSetupType: 'GENERAL',
        weeks: { [GENERAL]: workWeek() },
        customDays: [
          {
            identifier: 'cd_demo_day_off',
            date: localDate(weekdayAt(lagos, 20, 12), lagos),
            isAvailable: false,
            categoryIdentifier: null,
            timeslotIntervals: [],
          },
          {
            identifier: 'cd_demo_saturday',
            date: saturday,
            isAvailable: true,
            categoryIdentifier: null,
            timeslotIntervals: [{ startTime: '10:00', endTime: '13:00' }],
          },
        ],
        settings: { [GENERAL]: defaultSetting(null) },
      },
      [ids.secondProvider]: {
        calendarSetupType: 'BY_CATEGORY',
        weeks: Object.fromEntries(secondCategories.map((c) => [c, workWeek()])),
        customDays: secondCategories.flatMap((c) =>
          closedDays.map((date) => ({
            identifier: `cd_second_${c.slice(3)}_${date}`,
            date,
            isAvailable: false,
            categoryIdentifier: c,
            timeslotIntervals: [],
          })),
        ),
        settings: Object.fromEntries(secondCategories.map((c) => [c, defaultSetting(c)])),
      },
    },
  };
}
