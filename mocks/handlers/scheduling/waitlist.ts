// The waitlist for an earlier slot (decision 0009): a client's confirmed booking waits for an earlier time with the
// same therapist and therapy, up to a date. Offers are worked out from the calendar as it is now; after every change
// (a cancellation, new availability, a reschedule that frees a time) the clients with a newly offered slot get a mail.
import type { AvailabilityTimeSlot, Booking, BookingWaitlistEntry } from '../../../generated/model';
import { JoinBookingWaitlistBody } from '../../../generated/zod/bookings/bookings.zod';
import { GENERAL, localDate } from '../../data/scheduling';
import type { WaitlistRecord } from '../../data/waitlist';
import type { Db } from '../../db';
import { requireRole } from '../../lib/auth';
import { badRequest, conflict, jsonBody, type Router } from '../../lib/http';
import { sendMail } from '../../lib/outbox';
import { languageOf } from '../calendar';
import { rangeDates, upcomingSlots } from './calendar';
import { account, calendarOf, clientBooking, synced, timeZoneOf } from './shared';

/** Why a booking cannot wait for an earlier time (the 409's message and code), or null when it can. */
function refusal(db: Db, booking: Booking): [message: string, code: string] | null {
  const start = booking.startTime === null ? NaN : Date.parse(booking.startTime);
  if (booking.status !== 'confirmed' || !(start > db.now().getTime()) || booking.isCompleted) {
    return ['Only a confirmed, upcoming session can wait for an earlier time.', 'WAITLIST_NOT_AVAILABLE'];
  }
  if (booking.rescheduleInfo.status === 'pending')
    return ['A reschedule is already awaiting approval.', 'RESCHEDULE_PENDING'];
  if (booking.rescheduleInfo.remainingClientReschedule <= 0)
    return ['Rescheduling limit reached.', 'RESCHEDULE_LIMIT_REACHED'];
  return null;
}

/** The record's booking while it still waits: cancelled, completed, moved (by either side) or past `until`, it left. */
function waitingBooking(db: Db, record: WaitlistRecord): Booking | undefined {
  const found = db.state.bookings.find((b) => b.identifier === record.bookingIdentifier);
  if (!found || found.client.identifier !== record.clientIdentifier) return undefined;
  const booking = synced(db, found);
  if (booking.startTime !== record.startTime || refusal(db, booking) || Date.parse(record.until) <= db.now().getTime())
    return undefined;
  return booking;
}

/** The earliest free slot with the booking's therapist and therapy that starts before the booking and by `until`. */
function earliestOffer(db: Db, booking: Booking, until: string): AvailabilityTimeSlot | null {
  const provider = booking.provider.identifier;
  const therapy = booking.therapyCategory.identifier;
  const calendar = calendarOf(db, provider);
  const key = calendar.calendarSetupType === 'GENERAL' ? GENERAL : therapy;
  const bound = Math.min(Date.parse(booking.startTime ?? ''), Date.parse(until) + 1);
  const lastDate = localDate(bound, timeZoneOf(db, provider));
  const { days } = upcomingSlots(
    db,
    provider,
    key,
    rangeDates(db, provider).filter((date) => date <= lastDate),
    therapy,
  );
  for (const { timeSlot } of days) {
    const slot = timeSlot.find((s) => !s.isBooked && Date.parse(s.startTime) < bound);
    if (slot) return { identifier: slot.identifier, startTime: slot.startTime, endTime: slot.endTime };
  }
  return null;
}

function entryOf(db: Db, booking: Booking, record: WaitlistRecord): BookingWaitlistEntry {
  return {
    bookingIdentifier: booking.identifier,
    until: record.until,
    joinedAt: record.joinedAt,
    bookingStartTime: booking.startTime ?? record.startTime,
    provider: booking.provider,
    therapyCategory: booking.therapyCategory,
    offer: earliestOffer(db, booking, record.until),
  };
}

const subjects = { en: 'An earlier time is free: {time}', de: 'Ein früherer Termin ist frei: {time}' };

/**
 * After a change: bookings that left the waitlist are dropped, and each client whose earliest offer is a slot they
 * have not heard of gets a mail (in the language they joined in, the time in their zone).
 */
export function notifyWaitlists(db: Db): void {
  if (db.state.bookingWaitlist.length === 0) return;
  const kept = db.state.bookingWaitlist.flatMap((record) => {
    const booking = waitingBooking(db, record);
    return booking ? [{ record, booking }] : [];
  });
  if (kept.length !== db.state.bookingWaitlist.length) db.state.bookingWaitlist = kept.map((k) => k.record);
  for (const { record, booking } of kept) {
    const offer = earliestOffer(db, booking, record.until);
    if ((offer?.identifier ?? null) === record.notifiedSlotIdentifier) continue;
    record.notifiedSlotIdentifier = offer?.identifier ?? null;
    const client = account(db, record.clientIdentifier);
    if (!offer || !client) continue;
    const time = new Intl.DateTimeFormat(record.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: client.timezone ?? 'UTC',
    }).format(new Date(offer.startTime));
    sendMail(db, {
      kind: 'waitlist-offer',
      to: client.email,
      link: '/overview/',
      subject: subjects[record.language].replace('{time}', time),
    });
  }
}

export function registerWaitlist(router: Router, db: Db): void {
  router.get('/booking-waitlist', (ctx) => {
    const me = requireRole(db, ctx, 'client');
    const items = db.state.bookingWaitlist
      .filter((r) => r.clientIdentifier === me.identifier)
      .flatMap((record) => {
        const booking = waitingBooking(db, record);
        return booking ? [entryOf(db, booking, record)] : [];
      })
      .sort((a, b) => a.bookingStartTime.localeCompare(b.bookingStartTime));
    return { items };
  });

  router.put('/booking/{id}/waitlist', async (ctx) => {
    const { me, booking } = clientBooking(db, ctx);
    const { until } = await jsonBody(ctx, JoinBookingWaitlistBody);
    if (Date.parse(until) <= db.now().getTime()) throw badRequest(['until: must be in the future']);
    const refused = refusal(db, booking);
    if (refused) throw conflict(...refused);
    const record: WaitlistRecord = {
      bookingIdentifier: booking.identifier,
      clientIdentifier: me.identifier,
      until: new Date(until).toISOString(),
      joinedAt: db.now().toISOString(),
      startTime: booking.startTime ?? '',
      language: languageOf(ctx),
      notifiedSlotIdentifier: null,
    };
    const entry = entryOf(db, booking, record);
    // A slot already free is shown at once; the client is looking at it, so it is not mailed.
    record.notifiedSlotIdentifier = entry.offer?.identifier ?? null;
    db.state.bookingWaitlist = [
      ...db.state.bookingWaitlist.filter((r) => r.bookingIdentifier !== booking.identifier),
      record,
    ];
    return entry;
  });

  router.delete('/booking/{id}/waitlist', (ctx) => {
    const { booking } = clientBooking(db, ctx);
    db.state.bookingWaitlist = db.state.bookingWaitlist.filter((r) => r.bookingIdentifier !== booking.identifier);
    return { message: 'Left the waitlist' };
  });
}
