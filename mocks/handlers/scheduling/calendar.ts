// The provider calendar behind the availability routes: which calendar a request addresses, custom days, free slots.
import type {
  AvailabilityTimeInterval,
  Booking,
  CustomAvailabilityDay,
  ProviderCalendarDay,
} from '../../../generated/model';
import {
  addDays,
  customDayFor,
  dayAvailability,
  dayHours,
  daySlots,
  daysOfMonth,
  DEFAULT_INTERVAL,
  emptyWeek,
  GENERAL,
  localDate,
  therapyName,
  weekFor,
  windowEndDate,
  type ProviderCalendar,
} from '../../data/scheduling';
import { busyTimes, rulesFor } from '../../data/slots';
import type { Db } from '../../db';
import { badRequest, conflict, MockHttpError, notFound } from '../../lib/http';
import { account, calendarOf, HOUR, peekCalendar, providerInfo, timeZoneOf } from './shared';

/** The calendar a request addresses: GENERAL, or the category (required) for a BY_CATEGORY calendar. */
export function calendarKeyFor(
  calendar: ProviderCalendar,
  category: string | null | undefined,
  field = 'category',
): string {
  if (calendar.calendarSetupType === 'GENERAL') return GENERAL;
  if (!category) throw badRequest([`${field}: required for a BY_CATEGORY calendar`]);
  if (!therapyName(category)) throw notFound('Therapy category');
  return category;
}

export const categoryOfKey = (key: string) => (key === GENERAL ? null : key);

/** Intervals on whole hours, each ending after it starts, not overlapping. An available day without any gets 09:00-18:00. */
export function normalisedIntervals(
  isAvailable: boolean,
  intervals: AvailabilityTimeInterval[],
  field: string,
): AvailabilityTimeInterval[] {
  if (!isAvailable) return [];
  if (intervals.length === 0) return [{ ...DEFAULT_INTERVAL }];
  const sorted = [...intervals].sort((a, b) => a.startTime.localeCompare(b.startTime));
  const problems: string[] = [];
  sorted.forEach((interval, i) => {
    const previous = sorted[i - 1];
    if (interval.endTime <= interval.startTime)
      problems.push(`${field}: ${interval.startTime}-${interval.endTime} must end after it starts`);
    if (previous && interval.startTime < previous.endTime)
      problems.push(`${field}: ${interval.startTime}-${interval.endTime} overlaps another interval`);
  });
  if (problems.length) throw badRequest(problems);
  return sorted.map((i) => ({ startTime: i.startTime, endTime: i.endTime }));
}

/** The live future sessions of the calendar `key` (any category's for GENERAL) on the dates `onDate` picks. */
function futureSessions(db: Db, providerIdentifier: string, key: string, onDate: (date: string) => boolean) {
  const tz = timeZoneOf(db, providerIdentifier);
  const now = db.now().getTime();
  return db.state.bookings.flatMap((b) => {
    if (b.provider.identifier !== providerIdentifier || b.status === 'cancelled' || b.startTime === null) return [];
    const start = Date.parse(b.startTime);
    const date = localDate(start, tz);
    if (start <= now || (key !== GENERAL && b.therapyCategory.identifier !== key) || !onDate(date)) return [];
    return [{ booking: b, date, start, end: b.endTime === null ? start + HOUR : Date.parse(b.endTime) }];
  });
}

type Session = ReturnType<typeof futureSessions>[number];

const covers = (db: Db, providerIdentifier: string, calendar: ProviderCalendar, key: string) => (s: Session) =>
  dayHours(timeZoneOf(db, providerIdentifier), calendar, key, s.date).some(
    ([from, to]) => from <= s.start && s.end <= to,
  );

/** 409 DATE_HAS_BOOKINGS with the sessions in the way and their dates (decision 0040), when there are any. */
function refuseIfAny(db: Db, sessions: Session[], message: string) {
  if (sessions.length === 0) return;
  // The client's name as their account has it now (as every booking read shows it).
  const clientName = (b: Session['booking']) => {
    const client = account(db, b.client.identifier);
    return `${client?.firstName ?? b.client.firstName} ${client?.lastName ?? b.client.lastName}`.trim() || null;
  };
  const sorted = [...sessions].sort((a, b) => a.start - b.start);
  throw new MockHttpError(409, message, {
    code: 'DATE_HAS_BOOKINGS',
    dates: [...new Set(sorted.map((s) => s.date))],
    bookings: sorted.map(({ booking: b, date }) => ({
      bookingIdentifier: b.identifier,
      date,
      startTime: b.startTime,
      endTime: b.endTime ?? new Date(Date.parse(b.startTime!) + HOUR).toISOString(),
      clientName: clientName(b),
    })),
  });
}

/**
 * Refuses a change of a specific date that would leave a live future booking on that date outside the date's hours
 * (whatever the booking rules: a session stays booked for the time it was booked for).
 */
export function assertBookingsKept(
  db: Db,
  providerIdentifier: string,
  key: string,
  date: string,
  after: ProviderCalendar,
) {
  const kept = covers(db, providerIdentifier, after, key);
  refuseIfAny(
    db,
    futureSessions(db, providerIdentifier, key, (d) => d === date).filter((s) => !kept(s)),
    'This date has booked sessions; cancel or reschedule them first.',
  );
}

/**
 * Refuses new weekly hours that would leave a live future session outside them which the hours before covered: a
 * weekday closed or shortened under a booked session (dates with hours of their own keep them, so they never count).
 */
export function assertWeekKeepsBookings(db: Db, providerIdentifier: string, key: string, after: ProviderCalendar) {
  const before = covers(db, providerIdentifier, calendarOf(db, providerIdentifier), key);
  const kept = covers(db, providerIdentifier, after, key);
  refuseIfAny(
    db,
    futureSessions(db, providerIdentifier, key, () => true).filter((s) => before(s) && !kept(s)),
    'Your new weekly hours leave booked sessions outside them; cancel or reschedule them first.',
  );
}

function assertNotPast(db: Db, providerIdentifier: string, date: string) {
  if (date < localDate(db.now().getTime(), timeZoneOf(db, providerIdentifier)))
    throw badRequest(['date: may not be in the past']);
}

/** A date of the provider's calendar, its slots cut by the rules of `category` (else the calendar's). */
export function calendarDay(
  db: Db,
  providerIdentifier: string,
  calendar: ProviderCalendar,
  key: string,
  date: string,
  category?: string | null,
): ProviderCalendarDay {
  const day = dayAvailability(calendar, key, date);
  return {
    identifier: day.custom?.identifier ?? null,
    date: { date, isAvailable: day.isAvailable },
    timeSlot: day.isAvailable
      ? daySlots(
          providerIdentifier,
          timeZoneOf(db, providerIdentifier),
          calendar,
          key,
          date,
          rulesFor(calendar, key, category),
        )
      : [],
    timeslotIntervals: day.intervals,
  };
}

/** Creates or replaces the custom day of a date, checking that no booked session loses its slot. */
export function upsertCustomDay(
  db: Db,
  providerIdentifier: string,
  key: string,
  input: { identifier?: string | null; date: string; isAvailable: boolean; intervals: AvailabilityTimeInterval[] },
  field: string,
) {
  const calendar = calendarOf(db, providerIdentifier);
  assertNotPast(db, providerIdentifier, input.date);
  const category = categoryOfKey(key);
  const existing = input.identifier
    ? calendar.customDays.find((c) => c.identifier === input.identifier)
    : calendar.customDays.find((c) => c.date === input.date && c.categoryIdentifier === category);
  if (input.identifier && !existing) throw notFound('Custom day');
  if (
    existing &&
    calendar.customDays.some((c) => c !== existing && c.date === input.date && c.categoryIdentifier === category)
  ) {
    throw conflict('A custom day for this date already exists.');
  }
  const day: CustomAvailabilityDay = {
    identifier: existing?.identifier ?? db.newId('cd'),
    date: input.date,
    isAvailable: input.isAvailable,
    categoryIdentifier: category,
    timeslotIntervals: normalisedIntervals(input.isAvailable, input.intervals, field),
  };
  const after = { ...calendar, customDays: [...calendar.customDays.filter((c) => c !== existing), day] };
  assertBookingsKept(db, providerIdentifier, key, input.date, after);
  if (existing && existing.date !== input.date) assertBookingsKept(db, providerIdentifier, key, existing.date, after);
  calendar.customDays = after.customDays.sort((a, b) => a.date.localeCompare(b.date));
  return day;
}

export function weekResponse(calendar: ProviderCalendar, key: string) {
  return {
    categoryIdentifier: categoryOfKey(key),
    days: weekFor(calendar, key).map((d) => ({ ...d, timeslotIntervals: [...d.timeslotIntervals] })),
  };
}

/** The dates of a month within the booking range (today … two months ahead, in the provider's zone). */
function rangeDatesOf(db: Db, providerIdentifier: string, month: string): string[] {
  const tz = timeZoneOf(db, providerIdentifier);
  const now = db.now().getTime();
  return daysOfMonth(month).filter((date) => date >= localDate(now, tz) && date <= windowEndDate(db.now(), tz));
}

/** Every date of the booking range. */
export function rangeDates(db: Db, providerIdentifier: string): string[] {
  const tz = timeZoneOf(db, providerIdentifier);
  const dates: string[] = [];
  for (
    let date = localDate(db.now().getTime(), tz), last = windowEndDate(db.now(), tz);
    date <= last;
    date = addDays(date, 1)
  )
    dates.push(date);
  return dates;
}

/**
 * The slots of these dates that start after the minimum notice, each marked booked when any live booking of the
 * provider overlaps it. The booking rules (length, buffer, notice) are the category's, else the calendar's
 * (decision 0040); the provider's own list shows them all, the client's month only the free ones. A caller asking for
 * many providers at once passes each one's `bookings` (gathered in one pass), else every booking is read.
 */
export function upcomingSlots(
  db: Db,
  providerIdentifier: string,
  key: string,
  dates: string[],
  category?: string | null,
  bookings: readonly Booking[] = db.state.bookings,
) {
  const calendar = peekCalendar(db, providerIdentifier);
  const tz = timeZoneOf(db, providerIdentifier);
  const rules = rulesFor(calendar, key, category);
  const earliest = db.now().getTime() + rules.minimumNoticeHours * HOUR;
  const busy = busyTimes(bookings, providerIdentifier);
  const days = dates.map((date) => ({
    date,
    timeSlot: daySlots(providerIdentifier, tz, calendar, key, date, rules)
      .filter((s) => Date.parse(s.startTime) > earliest)
      .map((s) => ({ ...s, isBooked: busy(Date.parse(s.startTime), Date.parse(s.endTime)) })),
  }));
  return { minimumNoticeHours: rules.minimumNoticeHours, days };
}

/** The free, future slots of a month within the booking range, grouped by day (days without slots left out). */
export function freeSlotsOfMonth(db: Db, providerIdentifier: string, key: string, month: string, category?: string) {
  return upcomingSlots(db, providerIdentifier, key, rangeDatesOf(db, providerIdentifier, month), category)
    .days.map(({ date, timeSlot }) => ({
      date,
      timeSlot: timeSlot
        .filter((s) => !s.isBooked)
        .map(({ identifier, startTime, endTime }) => ({ identifier, startTime, endTime })),
    }))
    .filter((d) => d.timeSlot.length > 0);
}

/**
 * A switch to GENERAL with no general week yet: the general calendar starts as a copy of the first therapy
 * category's week (the profile's order) and of its specific dates from today on (decision 0040).
 */
export function startGeneralFromFirstCategory(db: Db, providerIdentifier: string, calendar: ProviderCalendar) {
  const order = providerInfo(db, providerIdentifier)?.therapyIdentifiers ?? [];
  const source = order.find((c) => calendar.weeks[c]) ?? Object.keys(calendar.weeks).find((k) => k !== GENERAL);
  calendar.weeks[GENERAL] = structuredClone((source && calendar.weeks[source]) || emptyWeek());
  if (!source) return;
  const today = localDate(db.now().getTime(), timeZoneOf(db, providerIdentifier));
  const copies = calendar.customDays
    .filter((c) => c.categoryIdentifier === source && c.date >= today && !customDayFor(calendar, GENERAL, c.date))
    .map((c) => ({ ...structuredClone(c), identifier: db.newId('cd'), categoryIdentifier: null }));
  calendar.customDays = [...calendar.customDays, ...copies].sort((a, b) => a.date.localeCompare(b.date));
}
