// The look-ups every scheduling module shares: accounts, providers, calendars, and a booking as the caller may see it.
import type { Booking } from '../../../generated/model';
import type { AccountRecord } from '../../data/accounts';
import { GENERAL, isBookingCompleted, workWeek, type BookingExtra, type ProviderCalendar } from '../../data/scheduling';
import { modalities, therapies } from '../../data/regions';
import type { Db } from '../../db';
import { currentAccount, requireRole } from '../../lib/auth';
import { conflict, notFound, paginate, type RequestContext } from '../../lib/http';

export type Side = 'client' | 'provider';
export const HOUR = 3_600_000;

export const slotUnavailable = () => conflict('This time slot is no longer available.', 'SLOT_UNAVAILABLE');
const cancelledConflict = () =>
  conflict('This booking is cancelled and can no longer be changed.', 'BOOKING_CANCELLED');

export function assertNotCancelled(booking: Booking) {
  if (booking.status === 'cancelled') throw cancelledConflict();
}

export function account(db: Db, identifier: string): AccountRecord | undefined {
  return db.state.accounts.find((a) => a.identifier === identifier);
}

/** What a booking needs to know about a provider: its account and/or profile (mocks/data/profiles/). */
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
    feeFor: (therapyIdentifier: string) =>
      fees.therapy.find((t) => t.therapyIdentifier === therapyIdentifier) ?? fees.general,
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

/** The calendar as `calendarOf` gives it, without storing the default for a provider who has none (a read). */
export function peekCalendar(db: Db, providerIdentifier: string): ProviderCalendar {
  return (
    db.state.providerCalendars[providerIdentifier] ?? {
      calendarSetupType: 'GENERAL',
      weeks: { [GENERAL]: workWeek() },
      customDays: [],
      settings: {},
    }
  );
}

export const timeZoneOf = (db: Db, providerIdentifier: string) => account(db, providerIdentifier)?.timezone ?? 'UTC';

export function extraOf(db: Db, bookingIdentifier: string): BookingExtra {
  return (db.state.bookingExtras[bookingIdentifier] ??= {
    seriesIdentifier: null,
    cancellationNote: null,
    cancelledBy: null,
    pendingTimeslotIdentifier: null,
  });
}

export function markConfirmedFree(booking: Booking) {
  booking.previousStatus = 'pending';
  booking.status = 'confirmed';
  booking.paymentStatus = 'free';
}

/**
 * isCompleted follows the clock (a confirmed session whose end has passed); a free booking whose confirmation is due
 * (confirmFreeSoon) is confirmed; names and photos follow the profiles.
 */
export function synced(db: Db, booking: Booking): Booking {
  const extra = db.state.bookingExtras[booking.identifier];
  if (booking.status === 'pending' && extra?.freeConfirmAt && Date.parse(extra.freeConfirmAt) <= db.now().getTime()) {
    markConfirmedFree(booking);
    extra.freeConfirmAt = null;
  }
  booking.isCompleted = isBookingCompleted(booking, db.now());
  const provider = providerInfo(db, booking.provider.identifier);
  if (provider)
    Object.assign(booking.provider, {
      firstName: provider.firstName,
      lastName: provider.lastName,
      title: provider.title,
      photoUrl: provider.photoUrl,
    });
  const client = account(db, booking.client.identifier);
  if (client) {
    const photoUrl = db.state.clientProfiles.find((c) => c.identifier === client.identifier)?.photoUrl ?? null;
    Object.assign(booking.client, { firstName: client.firstName ?? '', lastName: client.lastName ?? '', photoUrl });
  }
  return booking;
}

export const hoursUntilStart = (db: Db, b: Booking) =>
  b.startTime === null ? 0 : (Date.parse(b.startTime) - db.now().getTime()) / HOUR;

/** Newest session first, unscheduled ones before all; then the newest created. Only the page is synced. */
export function listPage(db: Db, items: Booking[], statuses: string[] | undefined, page: number) {
  const keyed = items
    .filter((b) => !statuses?.length || statuses.includes(b.status))
    .map((b) => ({
      b,
      start: b.startTime === null ? Number.POSITIVE_INFINITY : Date.parse(b.startTime),
      created: Date.parse(b.createdAt),
    }));
  keyed.sort((x, y) => y.start - x.start || y.created - x.created);
  const result = paginate(
    keyed.map((k) => k.b),
    page,
    10,
  );
  result.items.forEach((b) => synced(db, b));
  return result;
}

export function findBooking(db: Db, identifier: string): Booking {
  const booking = db.state.bookings.find((b) => b.identifier === identifier);
  if (!booking) throw notFound('Booking');
  return synced(db, booking);
}

/** The booking of the signed-in client (404 for anyone else's). */
export function clientBooking(db: Db, ctx: RequestContext<{ id: string }>): { me: AccountRecord; booking: Booking } {
  const me = requireRole(db, ctx, 'client');
  const booking = findBooking(db, ctx.params.id);
  if (booking.client.identifier !== me.identifier) throw notFound('Booking');
  return { me, booking };
}

export function providerBooking(db: Db, ctx: RequestContext<{ id: string }>): { me: AccountRecord; booking: Booking } {
  const me = requireRole(db, ctx, 'provider');
  const booking = findBooking(db, ctx.params.id);
  if (booking.provider.identifier !== me.identifier) throw notFound('Booking');
  return { me, booking };
}

/** A booking the caller takes part in, with the caller's side. */
export function partyBooking(
  db: Db,
  ctx: RequestContext<{ id: string }>,
  identifier = ctx.params.id,
): { me: AccountRecord; booking: Booking; side: Side } {
  const me = currentAccount(db, ctx);
  const booking = findBooking(db, identifier);
  if (booking.client.identifier === me.identifier) return { me, booking, side: 'client' };
  if (booking.provider.identifier === me.identifier) return { me, booking, side: 'provider' };
  throw notFound('Booking');
}
