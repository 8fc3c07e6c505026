// Around a booking: its series, details, the client–provider relation, sharing with guests and the participants.
import type { Booking, BookingParticipantDetails, BookingSeries } from '../../../generated/model';
import { ShareBookingBody, UpdateBookingParticipantStatusBody } from '../../../generated/zod/bookings/bookings.zod';
import type { Db } from '../../db';
import { currentAccount, requireRole } from '../../lib/auth';
import { conflict, forbidden, jsonBody, notFound, type Router } from '../../lib/http';
import { sendMail } from '../../lib/outbox';
import { account, assertNotCancelled, extraOf, findBooking, partyBooking, providerInfo, synced } from './shared';

export function participantOf(db: Db, participantIdentifier: string): { booking: Booking } | undefined {
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

/** Where the invitation mail leads: the invited person's view of the shared booking (the app's `invitation` modal). */
export const invitationLink = (participantIdentifier: string) =>
  `/overview/?modal=invitation&participantId=${encodeURIComponent(participantIdentifier)}`;

/** What a guest sees of the booking they are invited to: everything but the owner's note to the therapist. */
function asGuestSees(details: BookingParticipantDetails): BookingParticipantDetails {
  return { ...details, booking: { ...details.booking, note: null } };
}

export function seriesOf(db: Db, seriesIdentifier: string): BookingSeries {
  const series = db.state.bookingSeries.find((s) => s.identifier === seriesIdentifier);
  if (!series) throw notFound('Series');
  // Timed sessions in start order; sessions without a time keep their booking order after them.
  const start = (b: Booking) => (b.startTime ? Date.parse(b.startTime) : Number.POSITIVE_INFINITY);
  const bookings = series.bookingIdentifiers.map((id) => findBooking(db, id)).sort((a, b) => start(a) - start(b) || 0);
  return {
    identifier: series.identifier,
    recurrence: series.recurrence ?? null,
    bookings,
    totalAmount: bookings.reduce((sum, b) => sum + b.amount, 0),
    currencyCode: bookings[0]?.currencyCode ?? 'NGN',
    createdAt: series.createdAt,
  };
}

export function registerBookingExtras(router: Router, db: Db): void {
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
    const guests = db.state.bookingGuests
      .filter((g) => g.bookingIdentifier === booking.identifier)
      .map(({ bookingIdentifier: _b, ...g }) => ({ ...g, role: 'guest' as const }));
    const online = booking.modality.identifier === 'md_online';
    return {
      booking,
      seriesIdentifier: extra.seriesIdentifier,
      meetingUrl: online && booking.status !== 'cancelled' ? `https://meet.example.com/${booking.identifier}` : null,
      officeAddress: online ? null : (providerInfo(db, booking.provider.identifier)?.officeAddress ?? null),
      participants: [
        {
          identifier: owner.identifier,
          role: owner.role,
          status: owner.status,
          firstName: owner.firstName,
          lastName: owner.lastName,
          email: owner.email,
        },
        ...guests,
      ],
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
      .filter((b) =>
        me.userType === 'client'
          ? b.client.identifier === me.identifier && b.provider.identifier === other.identifier
          : b.provider.identifier === me.identifier && b.client.identifier === other.identifier,
      )
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
      if (
        email === me.email.toLowerCase() ||
        db.state.bookingGuests.some((g) => g.bookingIdentifier === booking.identifier && g.email === email)
      ) {
        throw conflict('This booking is already shared with that e-mail address.');
      }
      const invitee = db.state.accounts.find((a) => a.email.toLowerCase() === email);
      const guest = {
        identifier: db.newId('bp'),
        bookingIdentifier: booking.identifier,
        email,
        firstName: invitee?.firstName ?? null,
        lastName: invitee?.lastName ?? null,
        status: 'awaiting' as const,
      };
      db.state.bookingGuests.push(guest);
      sendMail(db, { kind: 'booking-invitation', to: email, link: invitationLink(guest.identifier) });
      return participantDetails(db, guest.identifier)!;
    },
    { status: 201, idempotent: true },
  );

  router.get('/booking/participant/{id}', (ctx) => {
    const me = currentAccount(db, ctx);
    const details = participantDetails(db, ctx.params.id);
    const b = details?.booking;
    const ownerSide = b && (b.client.identifier === me.identifier || b.provider.identifier === me.identifier);
    const invited = details?.role === 'guest' && details.email === me.email.toLowerCase();
    if (!details || !(ownerSide || invited)) throw notFound('Participant');
    return ownerSide ? details : asGuestSees(details);
  });

  router.get('/booking-invitations', (ctx) => {
    const me = currentAccount(db, ctx);
    const email = me.email.toLowerCase();
    const items = db.state.bookingGuests
      .filter((g) => g.email === email && g.status === 'awaiting')
      .map((g) => asGuestSees(participantDetails(db, g.identifier)!))
      .filter((d) => d.booking.status !== 'cancelled')
      .sort((a, b) => (b.booking.startTime ?? '').localeCompare(a.booking.startTime ?? ''));
    return { items };
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
    return asGuestSees(participantDetails(db, guest.identifier)!);
  });
}
