// Bookings (client), appointments (provider) and availability: the booking rules of the offline backend.
import type {
  AvailabilityTimeInterval,
  AvailabilityTimeSlot,
  Booking,
  BookingCancelRefundability,
  BookingParticipantDetails,
  BookingRescheduleApproval,
  BookingSeries,
  CustomAvailabilityDay,
  ProviderCalendarDay,
  WeekdayAvailability,
} from '../../generated/model';
import {
  CancelAppointmentBody,
  CreateAppointmentBody,
  GetAppointmentRescheduleApprovalRequiredQueryParams,
  ListAppointmentsQueryParams,
  RescheduleAppointmentBody,
  UpdateAppointmentRescheduleStatusBody,
} from '../../generated/zod/appointments/appointments.zod';
import {
  AddCustomAvailabilityDayBody,
  GetAvailabilitySettingQueryParams,
  GetDefaultAvailabilityDaysQueryParams,
  GetProviderAvailabilityMonthQueryParams,
  GetProviderCalendarMonthQueryParams,
  ListCustomAvailabilityDaysQueryParams,
  ListProviderTimeslotsQueryParams,
  SaveAvailabilitySettingBody,
  SaveProviderCalendarDayBody,
  SaveRecurringAvailabilityDaysBody,
  UpdateCalendarSettingsBody,
} from '../../generated/zod/availability/availability.zod';
import {
  CancelBookingBody,
  CreateBookingBody,
  CreateBookingSeriesBody,
  GetBookingRescheduleApprovalRequiredQueryParams,
  ListBookingsQueryParams,
  ListClientAppointmentsQueryParams,
  PayForBookingBody,
  RescheduleBookingBody,
  ScheduleBookingBody,
  ShareBookingBody,
  UpdateBookingParticipantStatusBody,
  UpdateBookingRescheduleStatusBody,
} from '../../generated/zod/bookings/bookings.zod';
import type { AccountRecord } from '../data/accounts';
import {
  addDays,
  daySlots,
  dayAvailability,
  daysOfMonth,
  DEFAULT_INTERVAL,
  defaultSetting,
  emptyWeek,
  GENERAL,
  isBookingCompleted,
  isSlotTaken,
  localDate,
  modalityName,
  parseSlotIdentifier,
  RESCHEDULES_PER_SIDE,
  therapyName,
  weekFor,
  windowEndDate,
  WINDOW_HOURS,
  workWeek,
  type BookingExtra,
  type ProviderCalendar,
} from '../data/scheduling';
import { modalities, therapies } from '../data/regions';
import { recordTransaction, walletBalance } from '../data/wallet';
import type { Db } from '../db';
import { currentAccount, requireRole } from '../lib/auth';
import { badRequest, conflict, forbidden, jsonBody, notFound, paginate, queryParams, type RequestContext, type Router } from '../lib/http';

type Side = 'client' | 'provider';
const HOUR = 3_600_000;

export const slotUnavailable = () => conflict('This time slot is no longer available.', 'SLOT_UNAVAILABLE');
const cancelledConflict = () => conflict('This booking is cancelled and can no longer be changed.', 'BOOKING_CANCELLED');

// ---- shared look-ups ----

function account(db: Db, identifier: string): AccountRecord | undefined {
  return db.state.accounts.find((a) => a.identifier === identifier);
}

/** What a booking needs to know about a provider: its account and/or profile (mocks/data/profiles.ts). */
export function providerInfo(db: Db, providerIdentifier: string) {
  const acc = account(db, providerIdentifier);
  const profile = db.state.providerProfiles.find((p) => p.identifier === providerIdentifier);
  if (!profile && acc?.userType !== 'provider') return undefined;
  const fees = profile?.bookingFee ?? { general: { fee: 0, isFree: true }, therapy: [], currencyCode: 'NGN' };
  return {
    identifier: providerIdentifier,
    firstName: profile?.firstName ?? acc?.firstName ?? '',
    lastName: profile?.lastName ?? acc?.lastName ?? '',
    title: profile?.title ?? '',
    photoUrl: profile?.photo ?? null,
    officeAddress: profile?.officeAddress ?? null,
    therapyIdentifiers: profile?.therapyIdentifiers ?? therapies.map((t) => t.identifier),
    modalityIdentifiers: profile?.modalityIdentifiers ?? modalities.map((m) => m.identifier),
    currencyCode: fees.currencyCode,
    feeFor: (therapyIdentifier: string) => fees.therapy.find((t) => t.therapyIdentifier === therapyIdentifier) ?? fees.general,
  };
}

export function calendarOf(db: Db, providerIdentifier: string): ProviderCalendar {
  return (db.state.providerCalendars[providerIdentifier] ??= {
    calendarSetupType: 'GENERAL',
    weeks: { [GENERAL]: workWeek() },
    customDays: [],
    settings: {},
  });
}

const timeZoneOf = (db: Db, providerIdentifier: string) => account(db, providerIdentifier)?.timezone ?? 'UTC';

function extraOf(db: Db, bookingIdentifier: string): BookingExtra {
  return (db.state.bookingExtras[bookingIdentifier] ??= { seriesIdentifier: null, cancellationNote: null, cancelledBy: null, pendingTimeslotIdentifier: null });
}

/** isCompleted follows the clock (a confirmed session whose end has passed); names and photos follow the profiles. */
function synced(db: Db, booking: Booking): Booking {
  booking.isCompleted = isBookingCompleted(booking, db.now());
  const provider = providerInfo(db, booking.provider.identifier);
  if (provider) Object.assign(booking.provider, { firstName: provider.firstName, lastName: provider.lastName, title: provider.title, photoUrl: provider.photoUrl });
  const client = account(db, booking.client.identifier);
  if (client) {
    const photoUrl = db.state.clientProfiles.find((c) => c.identifier === client.identifier)?.photoUrl ?? null;
    Object.assign(booking.client, { firstName: client.firstName ?? '', lastName: client.lastName ?? '', photoUrl });
  }
  return booking;
}

const hoursUntilStart = (db: Db, b: Booking) => (b.startTime === null ? 0 : (Date.parse(b.startTime) - db.now().getTime()) / HOUR);

function byNewestSession(a: Booking, b: Booking): number {
  const start = (x: Booking) => (x.startTime === null ? Number.POSITIVE_INFINITY : Date.parse(x.startTime));
  return start(b) - start(a) || Date.parse(b.createdAt) - Date.parse(a.createdAt);
}

function listPage(db: Db, items: Booking[], statuses: string[] | undefined, page: number) {
  const filtered = items.filter((b) => !statuses?.length || statuses.includes(b.status)).map((b) => synced(db, b));
  return paginate(filtered.sort(byNewestSession), page, 10);
}

function findBooking(db: Db, identifier: string): Booking {
  const booking = db.state.bookings.find((b) => b.identifier === identifier);
  if (!booking) throw notFound('Booking');
  return synced(db, booking);
}

/** The booking of the signed-in client (404 for anyone else's). */
function clientBooking(db: Db, ctx: RequestContext): { me: AccountRecord; booking: Booking } {
  const me = requireRole(db, ctx, 'client');
  const booking = findBooking(db, ctx.params.id);
  if (booking.client.identifier !== me.identifier) throw notFound('Booking');
  return { me, booking };
}

function providerBooking(db: Db, ctx: RequestContext): { me: AccountRecord; booking: Booking } {
  const me = requireRole(db, ctx, 'provider');
  const booking = findBooking(db, ctx.params.id);
  if (booking.provider.identifier !== me.identifier) throw notFound('Booking');
  return { me, booking };
}

/** A booking the caller takes part in, with the caller's side. */
function partyBooking(db: Db, ctx: RequestContext, identifier = ctx.params.id): { me: AccountRecord; booking: Booking; side: Side } {
  const me = currentAccount(db, ctx);
  const booking = findBooking(db, identifier);
  if (booking.client.identifier === me.identifier) return { me, booking, side: 'client' };
  if (booking.provider.identifier === me.identifier) return { me, booking, side: 'provider' };
  throw notFound('Booking');
}

function offer(db: Db, providerIdentifier: string, therapyIdentifier: string, modalityIdentifier: string) {
  const therapy = therapyName(therapyIdentifier);
  const modality = modalityName(modalityIdentifier);
  if (!therapy) throw notFound('Therapy category');
  if (!modality) throw notFound('Modality');
  const provider = providerInfo(db, providerIdentifier);
  if (!provider) throw notFound('Provider');
  const problems: string[] = [];
  if (!provider.therapyIdentifiers.includes(therapyIdentifier)) problems.push('therapyIdentifier: the provider does not offer this therapy');
  if (!provider.modalityIdentifiers.includes(modalityIdentifier)) problems.push('modalityIdentifier: the provider does not offer this modality');
  if (problems.length) throw badRequest(problems);
  const fee = provider.feeFor(therapyIdentifier);
  const isFree = fee.isFree || fee.fee === 0;
  return {
    therapyCategory: { identifier: therapyIdentifier, name: therapy },
    modality: { identifier: modalityIdentifier, name: modality },
    isFree,
    amount: isFree ? 0 : fee.fee,
    currencyCode: provider.currencyCode,
  };
}

function newBooking(
  db: Db,
  input: { client: AccountRecord; providerIdentifier: string; therapyIdentifier: string; modalityIdentifier: string; note?: string; acknowledged: boolean },
): Booking {
  const provider = providerInfo(db, input.providerIdentifier);
  if (!provider) throw notFound('Provider');
  const terms = offer(db, provider.identifier, input.therapyIdentifier, input.modalityIdentifier);
  const identifier = db.newId('bk');
  const booking: Booking = {
    identifier,
    status: 'pending',
    previousStatus: null,
    ...terms,
    paymentStatus: terms.isFree ? 'free' : 'unpaid',
    provider: { identifier: provider.identifier, firstName: provider.firstName, lastName: provider.lastName, title: provider.title, photoUrl: provider.photoUrl },
    client: { identifier: input.client.identifier, firstName: input.client.firstName ?? '', lastName: input.client.lastName ?? '', photoUrl: null },
    participant: { identifier: db.newId('bp'), status: input.acknowledged ? 'acknowledged' : 'awaiting' },
    startTime: null,
    endTime: null,
    timeslotIdentifier: null,
    note: input.note ?? null,
    feedbackProvided: false,
    isCompleted: false,
    rescheduleInfo: { status: 'none', remainingClientReschedule: RESCHEDULES_PER_SIDE, requestedBy: null, proposedStartTime: null, proposedEndTime: null },
    remainingProviderReschedule: RESCHEDULES_PER_SIDE,
    allowRescheduleCompletedBooking: false,
    reschedules: [],
    createdAt: db.now().toISOString(),
  };
  db.state.bookings.push(booking);
  extraOf(db, identifier);
  return synced(db, booking);
}

// ---- slots ----

/** A slot the booking may move into: the provider's, in the future, still generated by the calendar and free. */
function resolveSlot(db: Db, providerIdentifier: string, therapyIdentifier: string, slotIdentifier: string, exceptBooking?: string): AvailabilityTimeSlot {
  const parsed = parseSlotIdentifier(slotIdentifier);
  if (!parsed || parsed.providerIdentifier !== providerIdentifier) throw notFound('Time slot');
  const now = db.now();
  if (parsed.startMs <= now.getTime()) throw badRequest(['timeslotIdentifier: the time slot is in the past']);
  if (parsed.key !== GENERAL && parsed.key !== therapyIdentifier) throw badRequest(['timeslotIdentifier: the time slot is for another therapy category']);
  const calendar = calendarOf(db, providerIdentifier);
  const tz = timeZoneOf(db, providerIdentifier);
  const currentKey = calendar.calendarSetupType === 'GENERAL' ? GENERAL : therapyIdentifier;
  const date = localDate(parsed.startMs, tz);
  const slot =
    parsed.key === currentKey && date <= windowEndDate(now, tz)
      ? daySlots(providerIdentifier, tz, calendar, currentKey, date).find((s) => s.identifier === slotIdentifier)
      : undefined;
  const notice = (calendar.settings[currentKey]?.minimumNoticeHours ?? 0) * HOUR;
  if (!slot || parsed.startMs < now.getTime() + notice || isSlotTaken(db.state, providerIdentifier, slot.startTime, exceptBooking)) throw slotUnavailable();
  return slot;
}

/** The free, future slots of a month within the booking range, grouped by day (days without slots left out). */
function freeSlotsOfMonth(db: Db, providerIdentifier: string, key: string, month: string) {
  const calendar = calendarOf(db, providerIdentifier);
  const tz = timeZoneOf(db, providerIdentifier);
  const now = db.now();
  const earliest = now.getTime() + (calendar.settings[key]?.minimumNoticeHours ?? 0) * HOUR;
  const today = localDate(now.getTime(), tz);
  const last = windowEndDate(now, tz);
  return daysOfMonth(month)
    .filter((date) => date >= today && date <= last)
    .map((date) => ({
      date,
      timeSlot: daySlots(providerIdentifier, tz, calendar, key, date).filter(
        (s) => Date.parse(s.startTime) > earliest && !isSlotTaken(db.state, providerIdentifier, s.startTime),
      ),
    }))
    .filter((d) => d.timeSlot.length > 0);
}

function moveTo(booking: Booking, slot: AvailabilityTimeSlot) {
  booking.startTime = slot.startTime;
  booking.endTime = slot.endTime;
  booking.timeslotIdentifier = slot.identifier;
}

// ---- booking rules ----

export function markBookingPaid(booking: Booking) {
  booking.previousStatus = booking.status;
  booking.status = 'confirmed';
  booking.paymentStatus = 'paid';
}

function refundability(db: Db, booking: Booking): BookingCancelRefundability {
  const hours = hoursUntilStart(db, booking);
  const refundable = booking.status !== 'cancelled' && booking.paymentStatus === 'paid' && hours > WINDOW_HOURS;
  return {
    refundable,
    refundAmount: refundable ? booking.amount : 0,
    currencyCode: booking.currencyCode,
    hoursUntilStart: Math.round(hours * 100) / 100,
    windowHours: WINDOW_HOURS,
  };
}

function refundToWallet(db: Db, booking: Booking) {
  recordTransaction(db.state, {
    identifier: db.newId('wt'),
    clientIdentifier: booking.client.identifier,
    type: 'refund',
    amount: booking.amount,
    currencyCode: booking.currencyCode,
    description: `Refund for cancelled booking with ${booking.provider.title} ${booking.provider.firstName} ${booking.provider.lastName}`.replace(/\s+/g, ' '),
    reference: null,
    bookingIdentifier: booking.identifier,
    createdAt: db.now().toISOString(),
  });
  booking.paymentStatus = 'refunded';
}

function assertNotCancelled(booking: Booking) {
  if (booking.status === 'cancelled') throw cancelledConflict();
}

/** Client cancels refund only outside the 48-hour window; a provider cancel always refunds a paid booking. */
function cancel(db: Db, booking: Booking, side: Side, note: string | undefined) {
  if (booking.status === 'cancelled') throw conflict('This booking is already cancelled.', 'BOOKING_CANCELLED');
  if (booking.isCompleted) throw conflict('A completed session cannot be cancelled.');
  const refund = side === 'provider' ? booking.paymentStatus === 'paid' : refundability(db, booking).refundable;
  if (booking.rescheduleInfo.status === 'pending') dropPendingReschedule(db, booking);
  booking.previousStatus = booking.status;
  booking.status = 'cancelled';
  Object.assign(extraOf(db, booking.identifier), { cancellationNote: note ?? null, cancelledBy: side });
  if (refund) refundToWallet(db, booking);
}

function dropPendingReschedule(db: Db, booking: Booking) {
  const entry = booking.reschedules.findLast((r) => r.status === 'pending');
  if (entry) entry.status = 'rejected';
  Object.assign(booking.rescheduleInfo, { status: 'rejected', proposedStartTime: null, proposedEndTime: null });
  extraOf(db, booking.identifier).pendingTimeslotIdentifier = null;
}

function needsApproval(db: Db, booking: Booking): BookingRescheduleApproval {
  if (booking.status !== 'confirmed' || booking.allowRescheduleCompletedBooking || hoursUntilStart(db, booking) >= WINDOW_HOURS) {
    return { approvalRequired: false };
  }
  return { approvalRequired: true, reason: `The session starts within ${WINDOW_HOURS} hours, so the other party must approve the new time.` };
}

const remaining = (booking: Booking, side: Side) => (side === 'client' ? booking.rescheduleInfo.remainingClientReschedule : booking.remainingProviderReschedule);

function reschedule(db: Db, booking: Booking, side: Side, timeslotIdentifier: string, note: string | undefined) {
  assertNotCancelled(booking);
  if (booking.startTime === null) throw conflict('This booking has not been scheduled yet; schedule it first.');
  if (booking.isCompleted && !booking.allowRescheduleCompletedBooking) throw conflict('A completed session cannot be rescheduled.');
  if (booking.rescheduleInfo.status === 'pending') throw conflict('A reschedule is already awaiting approval.', 'RESCHEDULE_PENDING');
  // Rescheduling a booking that still awaits payment is free and unlimited.
  const counts = booking.status !== 'pending';
  if (counts && remaining(booking, side) <= 0) throw conflict('Rescheduling limit reached.', 'RESCHEDULE_LIMIT_REACHED');
  const slot = resolveSlot(db, booking.provider.identifier, booking.therapyCategory.identifier, timeslotIdentifier);
  const { approvalRequired } = needsApproval(db, booking);
  if (counts) {
    if (side === 'client') booking.rescheduleInfo.remainingClientReschedule -= 1;
    else booking.remainingProviderReschedule -= 1;
  }
  booking.reschedules.push({
    identifier: db.newId('rs'),
    status: approvalRequired ? 'pending' : 'approved',
    requestedBy: side,
    fromStartTime: booking.startTime,
    toStartTime: slot.startTime,
    note: note ?? null,
    createdAt: db.now().toISOString(),
  });
  if (approvalRequired) {
    Object.assign(booking.rescheduleInfo, { status: 'pending', requestedBy: side, proposedStartTime: slot.startTime, proposedEndTime: slot.endTime });
    extraOf(db, booking.identifier).pendingTimeslotIdentifier = slot.identifier;
  } else {
    moveTo(booking, slot);
    Object.assign(booking.rescheduleInfo, { status: 'approved', requestedBy: side, proposedStartTime: null, proposedEndTime: null });
  }
}

/** The other party answers a pending reschedule: approved moves the booking, rejected keeps its time. */
function answerReschedule(db: Db, booking: Booking, answeringSide: Side, status: 'approved' | 'rejected') {
  assertNotCancelled(booking);
  const info = booking.rescheduleInfo;
  if (info.status !== 'pending' || info.requestedBy === answeringSide) throw conflict('No reschedule is awaiting your approval.', 'NO_PENDING_RESCHEDULE');
  if (status === 'approved' && info.proposedStartTime && info.proposedEndTime) {
    const extra = extraOf(db, booking.identifier);
    moveTo(booking, { identifier: extra.pendingTimeslotIdentifier ?? booking.timeslotIdentifier ?? '', startTime: info.proposedStartTime, endTime: info.proposedEndTime });
  }
  const entry = booking.reschedules.findLast((r) => r.status === 'pending');
  if (entry) entry.status = status;
  Object.assign(info, { status, proposedStartTime: null, proposedEndTime: null });
  extraOf(db, booking.identifier).pendingTimeslotIdentifier = null;
}

function participantOf(db: Db, participantIdentifier: string): { booking: Booking } | undefined {
  const booking = db.state.bookings.find((b) => b.participant.identifier === participantIdentifier);
  return booking ? { booking: synced(db, booking) } : undefined;
}

function participantDetails(db: Db, participantIdentifier: string): BookingParticipantDetails | undefined {
  const owner = participantOf(db, participantIdentifier);
  if (owner) {
    const b = owner.booking;
    return {
      identifier: b.participant.identifier,
      role: 'owner',
      status: b.participant.status,
      firstName: b.client.firstName,
      lastName: b.client.lastName,
      email: account(db, b.client.identifier)?.email ?? `${b.client.identifier}@example.com`,
      booking: b,
    };
  }
  const guest = db.state.bookingGuests.find((g) => g.identifier === participantIdentifier);
  if (!guest) return undefined;
  const { bookingIdentifier, ...summary } = guest;
  return { ...summary, role: 'guest', booking: findBooking(db, bookingIdentifier) };
}

function seriesOf(db: Db, seriesIdentifier: string): BookingSeries {
  const series = db.state.bookingSeries.find((s) => s.identifier === seriesIdentifier);
  if (!series) throw notFound('Series');
  const bookings = series.bookingIdentifiers.map((id) => findBooking(db, id)).sort((a, b) => Date.parse(a.startTime ?? '') - Date.parse(b.startTime ?? ''));
  return {
    identifier: series.identifier,
    bookings,
    totalAmount: bookings.reduce((sum, b) => sum + b.amount, 0),
    currencyCode: bookings[0]?.currencyCode ?? 'NGN',
    createdAt: series.createdAt,
  };
}

const audienceTitle = (side: Side) => (side === 'client' ? 'Client' : 'Provider');

// ---- availability helpers ----

/** The calendar a request addresses: GENERAL, or the category (required) for a BY_CATEGORY calendar. */
function calendarKeyFor(calendar: ProviderCalendar, category: string | null | undefined, field = 'category'): string {
  if (calendar.calendarSetupType === 'GENERAL') return GENERAL;
  if (!category) throw badRequest([`${field}: required for a BY_CATEGORY calendar`]);
  if (!therapyName(category)) throw notFound('Therapy category');
  return category;
}

const categoryOfKey = (key: string) => (key === GENERAL ? null : key);

/** Intervals on whole hours, each ending after it starts, not overlapping. An available day without any gets 09:00-18:00. */
function normalisedIntervals(isAvailable: boolean, intervals: AvailabilityTimeInterval[], field: string): AvailabilityTimeInterval[] {
  if (!isAvailable) return [];
  if (intervals.length === 0) return [{ ...DEFAULT_INTERVAL }];
  const sorted = [...intervals].sort((a, b) => a.startTime.localeCompare(b.startTime));
  const problems: string[] = [];
  sorted.forEach((interval, i) => {
    if (interval.endTime <= interval.startTime) problems.push(`${field}: ${interval.startTime}-${interval.endTime} must end after it starts`);
    if (i > 0 && interval.startTime < sorted[i - 1].endTime) problems.push(`${field}: ${interval.startTime}-${interval.endTime} overlaps another interval`);
  });
  if (problems.length) throw badRequest(problems);
  return sorted.map((i) => ({ startTime: i.startTime, endTime: i.endTime }));
}

/** Refuses a calendar change that would remove the slot of a live future booking on that date. */
function assertBookingsKept(db: Db, providerIdentifier: string, key: string, date: string, after: ProviderCalendar) {
  const tz = timeZoneOf(db, providerIdentifier);
  const kept = new Set(daySlots(providerIdentifier, tz, after, key, date).map((s) => Date.parse(s.startTime)));
  const now = db.now().getTime();
  const lost = db.state.bookings.some(
    (b) =>
      b.provider.identifier === providerIdentifier &&
      b.status !== 'cancelled' &&
      b.startTime !== null &&
      Date.parse(b.startTime) > now &&
      (key === GENERAL || b.therapyCategory.identifier === key) &&
      localDate(Date.parse(b.startTime), tz) === date &&
      !kept.has(Date.parse(b.startTime)),
  );
  if (lost) throw conflict('This date has booked sessions; cancel or reschedule them first.', 'DATE_HAS_BOOKINGS');
}

function assertNotPast(db: Db, providerIdentifier: string, date: string) {
  if (date < localDate(db.now().getTime(), timeZoneOf(db, providerIdentifier))) throw badRequest(['date: may not be in the past']);
}

function calendarDay(db: Db, providerIdentifier: string, calendar: ProviderCalendar, key: string, date: string): ProviderCalendarDay {
  const day = dayAvailability(calendar, key, date);
  return {
    identifier: day.custom?.identifier ?? null,
    date: { date, isAvailable: day.isAvailable },
    timeSlot: day.isAvailable ? daySlots(providerIdentifier, timeZoneOf(db, providerIdentifier), calendar, key, date) : [],
    timeslotIntervals: day.intervals,
  };
}

/** Creates or replaces the custom day of a date, checking that no booked session loses its slot. */
function upsertCustomDay(db: Db, providerIdentifier: string, key: string, input: { identifier?: string | null; date: string; isAvailable: boolean; intervals: AvailabilityTimeInterval[] }, field: string) {
  const calendar = calendarOf(db, providerIdentifier);
  assertNotPast(db, providerIdentifier, input.date);
  const category = categoryOfKey(key);
  const existing = input.identifier
    ? calendar.customDays.find((c) => c.identifier === input.identifier)
    : calendar.customDays.find((c) => c.date === input.date && c.categoryIdentifier === category);
  if (input.identifier && !existing) throw notFound('Custom day');
  if (existing && calendar.customDays.some((c) => c !== existing && c.date === input.date && c.categoryIdentifier === category)) {
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

function weekResponse(calendar: ProviderCalendar, key: string) {
  return { categoryIdentifier: categoryOfKey(key), days: weekFor(calendar, key).map((d) => ({ ...d, timeslotIntervals: [...d.timeslotIntervals] })) };
}

// ---- routes ----

export function registerScheduling(router: Router, db: Db): void {
  // Client bookings
  router.get('/booking', (ctx) => {
    const me = requireRole(db, ctx, 'client');
    const q = queryParams(ctx, ListBookingsQueryParams, ['statuses']);
    return listPage(db, db.state.bookings.filter((b) => b.client.identifier === me.identifier), q.statuses, q.page);
  });

  router.post(
    '/booking',
    async (ctx) => {
      const me = requireRole(db, ctx, 'client');
      const body = await jsonBody(ctx, CreateBookingBody);
      return newBooking(db, { client: me, providerIdentifier: body.providerIdentifier, therapyIdentifier: body.therapyIdentifier, modalityIdentifier: body.modalityIdentifier, note: body.note, acknowledged: false });
    },
    { status: 201 },
  );

  router.post(
    '/booking/series',
    async (ctx) => {
      const me = requireRole(db, ctx, 'client');
      const body = await jsonBody(ctx, CreateBookingSeriesBody);
      if (new Set(body.timeslotIdentifiers).size !== body.timeslotIdentifiers.length) throw badRequest(['timeslotIdentifiers: must be unique']);
      const provider = providerInfo(db, body.providerIdentifier);
      if (!provider) throw notFound('Provider');
      offer(db, provider.identifier, body.therapyIdentifier, body.modalityIdentifier);
      // Every slot is checked before anything is booked, so a refusal changes nothing.
      const slots = body.timeslotIdentifiers.map((id) => resolveSlot(db, provider.identifier, body.therapyIdentifier, id));
      const seriesIdentifier = db.newId('bs');
      const bookings = slots.map((slot) => {
        const booking = newBooking(db, { client: me, providerIdentifier: provider.identifier, therapyIdentifier: body.therapyIdentifier, modalityIdentifier: body.modalityIdentifier, note: body.note, acknowledged: false });
        moveTo(booking, slot);
        if (booking.isFree) markConfirmedFree(booking);
        extraOf(db, booking.identifier).seriesIdentifier = seriesIdentifier;
        return booking;
      });
      db.state.bookingSeries.push({ identifier: seriesIdentifier, clientIdentifier: me.identifier, bookingIdentifiers: bookings.map((b) => b.identifier), createdAt: db.now().toISOString() });
      return seriesOf(db, seriesIdentifier);
    },
    { status: 201 },
  );

  router.get('/booking/{id}', (ctx) => clientBooking(db, ctx).booking);

  router.post('/booking/{id}/schedule', async (ctx) => {
    const { booking } = clientBooking(db, ctx);
    const body = await jsonBody(ctx, ScheduleBookingBody);
    assertNotCancelled(booking);
    if (booking.status !== 'pending') throw conflict('This booking is already scheduled; reschedule it instead.', 'ALREADY_SCHEDULED');
    const therapy = body.therapyIdentifier ?? booking.therapyCategory.identifier;
    const modality = body.modalityIdentifier ?? booking.modality.identifier;
    const changed = therapy !== booking.therapyCategory.identifier || modality !== booking.modality.identifier;
    const terms = changed ? offer(db, booking.provider.identifier, therapy, modality) : undefined;
    const slot = resolveSlot(db, booking.provider.identifier, therapy, body.timeslotIdentifier, booking.identifier);
    if (terms) Object.assign(booking, terms, { paymentStatus: terms.isFree ? 'free' : 'unpaid' });
    moveTo(booking, slot);
    if (body.note !== undefined) booking.note = body.note;
    if (booking.isFree) markConfirmedFree(booking);
    return booking;
  });

  router.post('/booking/{id}/payment', async (ctx) => {
    const { me, booking } = clientBooking(db, ctx);
    const body = await jsonBody(ctx, PayForBookingBody);
    assertNotCancelled(booking);
    if (booking.status !== 'pending' || booking.paymentStatus !== 'unpaid') throw conflict('This booking is not awaiting payment.', 'NOT_AWAITING_PAYMENT');
    if (booking.startTime === null) throw conflict('Schedule the booking before paying for it.', 'NOT_SCHEDULED');
    const reference = db.newId('ref');
    const base = { reference, amount: booking.amount, currencyCode: booking.currencyCode };
    if (body.method === 'wallet') {
      if (walletBalance(db.state, me.identifier) < booking.amount) throw conflict('Insufficient wallet balance.', 'INSUFFICIENT_BALANCE');
      recordTransaction(db.state, {
        identifier: db.newId('wt'),
        clientIdentifier: me.identifier,
        type: 'payment',
        amount: booking.amount,
        currencyCode: booking.currencyCode,
        description: `Payment for ${booking.therapyCategory.name} with ${booking.provider.title} ${booking.provider.firstName} ${booking.provider.lastName}`.replace(/\s+/g, ' '),
        reference,
        bookingIdentifier: booking.identifier,
        createdAt: db.now().toISOString(),
      });
      markBookingPaid(booking);
      db.state.payments.push({ ...base, clientIdentifier: me.identifier, purpose: 'booking', bookingIdentifier: booking.identifier, status: 'success', createdAt: db.now().toISOString() });
      return { ...base, status: 'success' as const, authorizationUrl: null };
    }
    db.state.payments.push({ ...base, clientIdentifier: me.identifier, purpose: 'booking', bookingIdentifier: booking.identifier, status: 'pending', createdAt: db.now().toISOString() });
    return { ...base, status: 'pending' as const, authorizationUrl: checkoutUrl(ctx, reference) };
  });

  router.post('/booking/{id}/cancel', async (ctx) => {
    const { booking } = clientBooking(db, ctx);
    const body = await jsonBody(ctx, CancelBookingBody);
    cancel(db, booking, 'client', body.note);
    return booking;
  });

  router.get('/booking/{id}/cancel/refundability', (ctx) => refundability(db, clientBooking(db, ctx).booking));

  router.post('/booking/{id}/reschedule', async (ctx) => {
    const { booking } = clientBooking(db, ctx);
    const body = await jsonBody(ctx, RescheduleBookingBody);
    reschedule(db, booking, 'client', body.timeslotIdentifier, body.note);
    return synced(db, booking);
  });

  router.get('/booking/{id}/reschedule/approval-required', (ctx) => {
    const { booking } = clientBooking(db, ctx);
    queryParams(ctx, GetBookingRescheduleApprovalRequiredQueryParams);
    return needsApproval(db, booking);
  });

  router.post('/booking/{id}/reschedule-update', async (ctx) => {
    const { booking } = clientBooking(db, ctx);
    const body = await jsonBody(ctx, UpdateBookingRescheduleStatusBody);
    answerReschedule(db, booking, 'client', body.status);
    return synced(db, booking);
  });

  router.get('/booking/{id}/series', (ctx) => {
    const { booking } = partyBooking(db, ctx);
    const seriesIdentifier = extraOf(db, booking.identifier).seriesIdentifier;
    if (!seriesIdentifier) throw notFound('Series');
    return seriesOf(db, seriesIdentifier);
  });

  router.get('/booking/{id}/details', (ctx) => {
    const { booking } = partyBooking(db, ctx);
    const extra = extraOf(db, booking.identifier);
    const owner = participantDetails(db, booking.participant.identifier)!;
    const guests = db.state.bookingGuests.filter((g) => g.bookingIdentifier === booking.identifier).map(({ bookingIdentifier: _b, ...g }) => ({ ...g, role: 'guest' as const }));
    const online = booking.modality.identifier === 'md_online';
    return {
      booking,
      seriesIdentifier: extra.seriesIdentifier,
      meetingUrl: online && booking.status !== 'cancelled' ? `https://meet.example.com/${booking.identifier}` : null,
      officeAddress: online ? null : (providerInfo(db, booking.provider.identifier)?.officeAddress ?? null),
      participants: [{ identifier: owner.identifier, role: owner.role, status: owner.status, firstName: owner.firstName, lastName: owner.lastName, email: owner.email }, ...guests],
      cancellationNote: extra.cancellationNote,
      cancelledBy: extra.cancelledBy,
    };
  });

  router.get('/clients/relation/{id}', (ctx) => {
    const me = currentAccount(db, ctx);
    const other = account(db, ctx.params.id);
    const otherType = me.userType === 'client' ? 'provider' : 'client';
    if (!other || other.userType !== otherType) throw notFound(otherType === 'client' ? 'Client' : 'Provider');
    const mine = db.state.bookings
      .filter((b) => (me.userType === 'client' ? b.client.identifier === me.identifier && b.provider.identifier === other.identifier : b.provider.identifier === me.identifier && b.client.identifier === other.identifier))
      .map((b) => synced(db, b));
    const live = mine.filter((b) => b.status !== 'cancelled');
    const byCreation = [...mine].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    return {
      userIdentifier: other.identifier,
      hasRelation: live.length > 0,
      totalBookings: mine.length,
      upcomingBookings: live.filter((b) => b.startTime !== null && Date.parse(b.startTime) > db.now().getTime()).length,
      completedBookings: mine.filter((b) => b.isCompleted).length,
      lastBookingIdentifier: byCreation.at(-1)?.identifier ?? null,
      firstBookedAt: byCreation[0]?.createdAt ?? null,
    };
  });

  router.post(
    '/share-booking',
    async (ctx) => {
      const me = requireRole(db, ctx, 'client');
      const body = await jsonBody(ctx, ShareBookingBody);
      const booking = findBooking(db, body.bookingIdentifier);
      if (booking.client.identifier !== me.identifier) throw notFound('Booking');
      assertNotCancelled(booking);
      const email = body.email.toLowerCase();
      if (email === me.email.toLowerCase() || db.state.bookingGuests.some((g) => g.bookingIdentifier === booking.identifier && g.email === email)) {
        throw conflict('This booking is already shared with that e-mail address.');
      }
      const invitee = db.state.accounts.find((a) => a.email.toLowerCase() === email);
      const guest = { identifier: db.newId('bp'), bookingIdentifier: booking.identifier, email, firstName: invitee?.firstName ?? null, lastName: invitee?.lastName ?? null, status: 'awaiting' as const };
      db.state.bookingGuests.push(guest);
      return participantDetails(db, guest.identifier)!;
    },
    { status: 201 },
  );

  router.get('/appointment/client/{id}', (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const q = queryParams(ctx, ListClientAppointmentsQueryParams);
    const client = account(db, ctx.params.id);
    if (!client || client.userType !== 'client') throw notFound('Client');
    return listPage(db, db.state.bookings.filter((b) => b.provider.identifier === me.identifier && b.client.identifier === client.identifier), undefined, q.page);
  });

  router.get('/booking/participant/{id}', (ctx) => {
    const me = currentAccount(db, ctx);
    const details = participantDetails(db, ctx.params.id);
    const b = details?.booking;
    const isParty = b && (b.client.identifier === me.identifier || b.provider.identifier === me.identifier || (details.role === 'guest' && details.email === me.email.toLowerCase()));
    if (!details || !isParty) throw notFound('Participant');
    return details;
  });

  router.post('/booking/participant/{id}/status', async (ctx) => {
    const me = currentAccount(db, ctx);
    const body = await jsonBody(ctx, UpdateBookingParticipantStatusBody);
    const guest = db.state.bookingGuests.find((g) => g.identifier === ctx.params.id);
    if (!guest) {
      if (participantOf(db, ctx.params.id)) throw forbidden('Only an invited guest can answer this invitation.');
      throw notFound('Participant');
    }
    if (guest.email !== me.email.toLowerCase()) throw forbidden('Only the invited person can answer this invitation.');
    assertNotCancelled(findBooking(db, guest.bookingIdentifier));
    if (guest.status !== 'awaiting') throw conflict('This invitation has already been answered.');
    guest.status = body.status;
    guest.firstName ??= me.firstName;
    guest.lastName ??= me.lastName;
    return participantDetails(db, guest.identifier)!;
  });

  // Provider appointments
  router.get('/appointment', (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const q = queryParams(ctx, ListAppointmentsQueryParams, ['statuses']);
    return listPage(db, db.state.bookings.filter((b) => b.provider.identifier === me.identifier), q.statuses, q.page);
  });

  router.post(
    '/appointment',
    async (ctx) => {
      const me = requireRole(db, ctx, 'provider');
      const body = await jsonBody(ctx, CreateAppointmentBody);
      const client = account(db, body.clientIdentifier);
      if (!client || client.userType !== 'client') throw notFound('Client');
      if (!db.state.bookings.some((b) => b.provider.identifier === me.identifier && b.client.identifier === client.identifier)) {
        throw forbidden('You can only book sessions for your own clients.');
      }
      return newBooking(db, { client, providerIdentifier: me.identifier, therapyIdentifier: body.therapyIdentifier, modalityIdentifier: body.modalityIdentifier, note: body.note, acknowledged: true });
    },
    { status: 201 },
  );

  router.get('/appointment/{id}', (ctx) => providerBooking(db, ctx).booking);

  router.post('/appointment/{id}/cancel', async (ctx) => {
    const { booking } = providerBooking(db, ctx);
    const body = await jsonBody(ctx, CancelAppointmentBody);
    cancel(db, booking, 'provider', body.note);
    return booking;
  });

  router.post('/appointment/{id}/reschedule', async (ctx) => {
    const { booking } = providerBooking(db, ctx);
    const body = await jsonBody(ctx, RescheduleAppointmentBody);
    reschedule(db, booking, 'provider', body.timeslotIdentifier, body.note);
    return synced(db, booking);
  });

  router.get('/appointment/{id}/reschedule/approval-required', (ctx) => {
    const { booking } = providerBooking(db, ctx);
    queryParams(ctx, GetAppointmentRescheduleApprovalRequiredQueryParams);
    return needsApproval(db, booking);
  });

  router.post('/appointment/{id}/reschedule-update', async (ctx) => {
    const { booking } = providerBooking(db, ctx);
    const body = await jsonBody(ctx, UpdateAppointmentRescheduleStatusBody);
    answerReschedule(db, booking, 'provider', body.status);
    return synced(db, booking);
  });

  const answerRequest = (ctx: RequestContext, status: 'acknowledged' | 'rejected') => {
    const me = requireRole(db, ctx, 'provider');
    const found = participantOf(db, ctx.params.id);
    if (!found || found.booking.provider.identifier !== me.identifier) throw notFound('Participant');
    const { booking } = found;
    assertNotCancelled(booking);
    if (booking.participant.status !== 'awaiting') throw conflict('This booking request has already been answered.', 'ALREADY_ANSWERED');
    if (status === 'rejected') cancel(db, booking, 'provider', 'The provider declined this booking request.');
    booking.participant.status = status;
    return booking;
  };
  router.post('/appointment/participant/{id}/acknowledge', (ctx) => answerRequest(ctx, 'acknowledged'));
  router.post('/appointment/participant/{id}/reject-booking', (ctx) => answerRequest(ctx, 'rejected'));

  router.get('/appointment/policy/{id}/cancellation', (ctx) => {
    const { booking, side } = partyBooking(db, ctx);
    const refundable = side === 'provider' ? booking.status !== 'cancelled' && booking.paymentStatus === 'paid' : refundability(db, booking).refundable;
    const sections =
      side === 'client'
        ? [
            { title: `More than ${WINDOW_HOURS} hours before the session`, body: 'The full amount is immediately credited to your wallet balance.' },
            { title: `Within ${WINDOW_HOURS} hours of the session`, body: 'Cancelling gives no refund.' },
            { title: 'After cancelling', body: 'A cancelled booking cannot be changed any more.' },
          ]
        : [
            { title: 'Refunds', body: 'Whenever you cancel, a client who has paid is refunded in full to their wallet balance.' },
            { title: 'After cancelling', body: 'A cancelled booking cannot be changed any more.' },
          ];
    return {
      identifier: `pol_cancellation_${side}`,
      bookingIdentifier: booking.identifier,
      audience: side,
      windowHours: WINDOW_HOURS,
      refundable,
      title: `${audienceTitle(side)} cancellation policy`,
      text:
        side === 'client'
          ? `If you cancel more than ${WINDOW_HOURS} hours before your session, a refund will be immediately credited to your wallet balance. Cancelling within ${WINDOW_HOURS} hours gives no refund.`
          : 'You may cancel an appointment at any time; a client who has paid is refunded in full to their wallet balance.',
      sections,
    };
  });

  router.get('/appointment/policy/{id}/reschedule', (ctx) => {
    const { booking, side } = partyBooking(db, ctx);
    const other = side === 'client' ? 'your therapist' : 'your client';
    return {
      identifier: `pol_reschedule_${side}`,
      bookingIdentifier: booking.identifier,
      audience: side,
      windowHours: WINDOW_HOURS,
      approvalRequired: needsApproval(db, booking).approvalRequired,
      remainingReschedules: remaining(booking, side),
      title: `${audienceTitle(side)} reschedule policy`,
      text: `You can reschedule a booking ${RESCHEDULES_PER_SIDE} times. Moving a confirmed session within ${WINDOW_HOURS} hours of its start needs ${other}'s approval.`,
      sections: [
        { title: 'Attempts', body: `Each side has ${RESCHEDULES_PER_SIDE} reschedule attempts per booking; a booking still awaiting payment can be rescheduled freely.` },
        { title: `Within ${WINDOW_HOURS} hours`, body: `The booking keeps its time until ${other} approves the new one.` },
      ],
    };
  });

  // Availability (client-facing month)
  router.get('/providers-availability/{id}/timeslot/{month}', (ctx) => {
    currentAccount(db, ctx);
    const q = queryParams(ctx, GetProviderAvailabilityMonthQueryParams);
    const month = ctx.params.month;
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw badRequest(['month: must be YYYY-MM']);
    const provider = providerInfo(db, ctx.params.id);
    if (!provider) throw notFound('Provider');
    const calendar = calendarOf(db, provider.identifier);
    if (calendar.calendarSetupType === 'BY_CATEGORY' && q.category && !therapyName(q.category)) throw notFound('Therapy category');
    const key = calendar.calendarSetupType === 'GENERAL' ? GENERAL : q.category;
    return { month, providerIdentifier: provider.identifier, days: key ? freeSlotsOfMonth(db, provider.identifier, key, month) : [] };
  });

  // Availability (provider)
  router.get('/provider-availability/days/default', (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const q = queryParams(ctx, GetDefaultAvailabilityDaysQueryParams);
    const calendar = calendarOf(db, me.identifier);
    return weekResponse(calendar, calendarKeyFor(calendar, q.category));
  });

  router.post('/provider-availability/days/recurring', async (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const body = await jsonBody(ctx, SaveRecurringAvailabilityDaysBody);
    const calendar = calendarOf(db, me.identifier);
    const key = calendarKeyFor(calendar, body.categoryIdentifier, 'categoryIdentifier');
    if (new Set(body.days.map((d) => d.weekday)).size !== body.days.length) throw badRequest(['days: each weekday may appear once']);
    const changes = new Map<string, WeekdayAvailability>(
      body.days.map((d, i) => [d.weekday, { weekday: d.weekday, isAvailable: d.isAvailable, timeslotIntervals: normalisedIntervals(d.isAvailable, d.timeslotIntervals, `days.${i}.timeslotIntervals`) }]),
    );
    calendar.weeks[key] = weekFor(calendar, key).map((d) => changes.get(d.weekday) ?? d);
    return weekResponse(calendar, key);
  });

  router.get('/provider-availability/timeslot/{id}', (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const q = queryParams(ctx, ListProviderTimeslotsQueryParams);
    if (ctx.params.id !== me.identifier) throw forbidden('You can only list your own time slots.');
    const calendar = calendarOf(db, me.identifier);
    const key = calendarKeyFor(calendar, q.category);
    const tz = timeZoneOf(db, me.identifier);
    const now = db.now();
    const items: AvailabilityTimeSlot[] = [];
    for (let date = localDate(now.getTime(), tz), last = windowEndDate(now, tz); date <= last; date = addDays(date, 1)) {
      items.push(...daySlots(me.identifier, tz, calendar, key, date).filter((s) => Date.parse(s.startTime) > now.getTime()));
    }
    return { providerIdentifier: me.identifier, categoryIdentifier: categoryOfKey(key), items };
  });

  router.get('/provider-availability/days/custom', (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const q = queryParams(ctx, ListCustomAvailabilityDaysQueryParams);
    const calendar = calendarOf(db, me.identifier);
    const items =
      calendar.calendarSetupType === 'GENERAL'
        ? calendar.customDays.filter((c) => c.categoryIdentifier === null)
        : calendar.customDays.filter((c) => c.categoryIdentifier !== null && (!q.category || c.categoryIdentifier === q.category));
    return { items };
  });

  router.post(
    '/provider-availability/days/custom',
    async (ctx) => {
      const me = requireRole(db, ctx, 'provider');
      const body = await jsonBody(ctx, AddCustomAvailabilityDayBody);
      const calendar = calendarOf(db, me.identifier);
      const key = calendarKeyFor(calendar, body.categoryIdentifier, 'categoryIdentifier');
      if (calendar.customDays.some((c) => c.date === body.date && c.categoryIdentifier === categoryOfKey(key))) throw conflict('A custom day for this date already exists.');
      return upsertCustomDay(db, me.identifier, key, { date: body.date, isAvailable: body.isAvailable, intervals: body.timeslotIntervals }, 'timeslotIntervals');
    },
    { status: 201 },
  );

  router.delete('/provider-availability/days/custom/{id}', (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const calendar = calendarOf(db, me.identifier);
    const day = calendar.customDays.find((c) => c.identifier === ctx.params.id);
    if (!day) throw notFound('Custom day');
    const after = { ...calendar, customDays: calendar.customDays.filter((c) => c !== day) };
    assertBookingsKept(db, me.identifier, day.categoryIdentifier ?? GENERAL, day.date, after);
    calendar.customDays = after.customDays;
    return { message: 'Custom day deleted' };
  });

  router.get('/provider-availability/settings', (ctx) => ({ calendarSetupType: calendarOf(db, requireRole(db, ctx, 'provider').identifier).calendarSetupType }));

  router.put('/provider-availability/settings', async (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const body = await jsonBody(ctx, UpdateCalendarSettingsBody);
    const calendar = calendarOf(db, me.identifier);
    // A calendar switched to GENERAL without a general week of its own starts from its first category's week.
    if (body.calendarSetupType === 'GENERAL' && !calendar.weeks[GENERAL]) calendar.weeks[GENERAL] = structuredClone(Object.values(calendar.weeks)[0] ?? emptyWeek());
    calendar.calendarSetupType = body.calendarSetupType;
    return { calendarSetupType: calendar.calendarSetupType };
  });

  router.get('/provider/availability-setting', (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const q = queryParams(ctx, GetAvailabilitySettingQueryParams);
    if (q.category && !therapyName(q.category)) throw notFound('Therapy category');
    return calendarOf(db, me.identifier).settings[q.category ?? GENERAL] ?? defaultSetting(q.category ?? null);
  });

  router.post('/provider/availability-setting', async (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const body = await jsonBody(ctx, SaveAvailabilitySettingBody);
    const category = body.categoryIdentifier ?? null;
    if (category && !therapyName(category)) throw notFound('Therapy category');
    const setting = { categoryIdentifier: category, sessionDurationMinutes: body.sessionDurationMinutes, bufferMinutes: body.bufferMinutes, minimumNoticeHours: body.minimumNoticeHours };
    calendarOf(db, me.identifier).settings[category ?? GENERAL] = setting;
    return setting;
  });

  router.get('/provider-availability/calendar/{month}', (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const q = queryParams(ctx, GetProviderCalendarMonthQueryParams);
    const month = ctx.params.month;
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw badRequest(['month: must be YYYY-MM']);
    const calendar = calendarOf(db, me.identifier);
    const key = calendarKeyFor(calendar, q.category);
    return { month, calendarSetupType: calendar.calendarSetupType, days: daysOfMonth(month).map((date) => calendarDay(db, me.identifier, calendar, key, date)) };
  });

  router.put('/provider-availability/calendar', async (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const body = await jsonBody(ctx, SaveProviderCalendarDayBody);
    const calendar = calendarOf(db, me.identifier);
    const key = calendarKeyFor(calendar, body.categoryIdentifier, 'categoryIdentifier');
    upsertCustomDay(db, me.identifier, key, { identifier: body.identifier, date: body.date, isAvailable: body.isAvailable, intervals: body.timeSlotsInterval }, 'timeSlotsInterval');
    return calendarDay(db, me.identifier, calendar, key, body.date);
  });
}

function markConfirmedFree(booking: Booking) {
  booking.previousStatus = 'pending';
  booking.status = 'confirmed';
  booking.paymentStatus = 'free';
}

/** The app's mock checkout page for a card payment (absolute: the contract says format uri). */
export function checkoutUrl(ctx: RequestContext, reference: string): string {
  return new URL(`/mock-checkout/?reference=${encodeURIComponent(reference)}`, ctx.request.headers.get('origin') ?? ctx.url.origin).toString();
}
