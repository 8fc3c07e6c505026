// What a calendar subscription's feed carries (decision 0009): the user's sessions with a time, as events whose UID is
// the booking's, so that a calendar app moves an event that was rescheduled and strikes out one that was cancelled.
import type { Booking } from '../../generated/model';
import { calendarFile, sessionUid, type CalendarEvent } from '../../src/lib/icalendar';
import type { CalendarSubscriptionRecord } from '../data/calendar';
import type { Db } from '../db';
import { synced } from './scheduling/shared';

/** A past session stays this long, so that a calendar keeps the recent history instead of dropping it at once. */
const KEEP_PAST_MS = 30 * 24 * 3_600_000;

const TEXTS = {
  en: { calendar: 'Therapy sessions', summary: (therapy: string, name: string) => `${therapy} with ${name}` },
  de: { calendar: 'Therapiesitzungen', summary: (therapy: string, name: string) => `${therapy} mit ${name}` },
};
const MODALITY_DE: Record<string, string> = { md_online: 'Online', md_in_person: 'Vor Ort' };
const THERAPY_DE: Record<string, string> = {
  th_individual: 'Einzeltherapie',
  th_couples: 'Paartherapie',
  th_family: 'Familientherapie',
  th_group: 'Gruppentherapie',
  th_teen: 'Jugendtherapie',
};

/** The user's sessions in the feed: theirs as client or provider, or shared with them and accepted. */
function sessionsOf(db: Db, userIdentifier: string): Booking[] {
  const email = db.state.accounts.find((a) => a.identifier === userIdentifier)?.email.toLowerCase();
  const guestOf = new Set(
    db.state.bookingGuests
      .filter((g) => g.status === 'acknowledged' && g.email.toLowerCase() === email)
      .map((g) => g.bookingIdentifier),
  );
  const since = db.now().getTime() - KEEP_PAST_MS;
  return db.state.bookings
    .filter(
      (b) =>
        b.client.identifier === userIdentifier || b.provider.identifier === userIdentifier || guestOf.has(b.identifier),
    )
    .filter((b) => b.startTime !== null && b.endTime !== null && Date.parse(b.endTime) >= since)
    .map((b) => synced(db, b));
}

const STATUS = { confirmed: 'CONFIRMED', pending: 'TENTATIVE', cancelled: 'CANCELLED' } as const;

/**
 * The event's version: the first feed that lists a session starts it at SEQUENCE 0 (as of the booking's creation);
 * any later feed that finds another time or status counts one more change, as of now. Whether anything changed.
 */
function versionOf(db: Db, booking: Booking): { sequence: number; modifiedAt: string; changed: boolean } {
  const fingerprint = `${booking.startTime}|${booking.endTime}|${booking.status}`;
  const known = db.state.calendarEventVersions[booking.identifier];
  if (known?.fingerprint === fingerprint) return { ...known, changed: false };
  const next = known
    ? { fingerprint, sequence: known.sequence + 1, modifiedAt: db.now().toISOString() }
    : { fingerprint, sequence: 0, modifiedAt: booking.createdAt };
  db.state.calendarEventVersions[booking.identifier] = next;
  return { ...next, changed: true };
}

/** The feed's iCalendar text, and whether the event versions changed (then the state is saved). */
export function calendarFeed(db: Db, subscription: CalendarSubscriptionRecord): { ics: string; changed: boolean } {
  const texts = TEXTS[subscription.language];
  const de = subscription.language === 'de';
  let changed = false;
  const events = sessionsOf(db, subscription.userIdentifier).map((booking): CalendarEvent => {
    const version = versionOf(db, booking);
    changed ||= version.changed;
    const isProvider = booking.provider.identifier === subscription.userIdentifier;
    const { title, firstName, lastName } = booking.provider;
    const other = isProvider
      ? `${booking.client.firstName} ${booking.client.lastName}`
      : [title, firstName, lastName].filter(Boolean).join(' ');
    const therapy = (de && THERAPY_DE[booking.therapyCategory.identifier]) || booking.therapyCategory.name;
    return {
      uid: sessionUid(booking.identifier),
      startTime: booking.startTime!,
      endTime: booking.endTime!,
      title: texts.summary(therapy, other.trim()),
      location: (de && MODALITY_DE[booking.modality.identifier]) || booking.modality.name,
      status: STATUS[booking.status],
      sequence: version.sequence,
      modifiedAt: version.modifiedAt,
    };
  });
  const ics = calendarFile(events, { name: texts.calendar, private: true });
  if (ics === null) throw new Error('The calendar feed could not be written');
  return { ics, changed };
}
