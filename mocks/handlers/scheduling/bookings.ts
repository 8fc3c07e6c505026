// The client's bookings: list, create (one or a series), schedule, cancel, reschedule and answer a reschedule.
import {
  CancelBookingBody,
  CreateBookingBody,
  CreateBookingSeriesBody,
  GetBookingRescheduleApprovalRequiredQueryParams,
  ListBookingsQueryParams,
  RescheduleBookingBody,
  ScheduleBookingBody,
  UpdateBookingRescheduleStatusBody,
} from '../../../generated/zod/bookings/bookings.zod';
import type { Db } from '../../db';
import { requireRole } from '../../lib/auth';
import { badRequest, conflict, jsonBody, notFound, queryParams, type Router } from '../../lib/http';
import { seriesOf } from './booking-extras';
import { answerReschedule, cancel, needsApproval, refundability, reschedule } from './booking-changes';
import { confirmFreeSoon, moveTo, newBooking, offer, resolveSlot } from './booking-terms';
import {
  assertNotCancelled,
  clientBooking,
  extraOf,
  listPage,
  markConfirmedFree,
  providerInfo,
  synced,
} from './shared';

export function registerBookings(router: Router, db: Db): void {
  router.get('/booking', (ctx) => {
    const me = requireRole(db, ctx, 'client');
    const q = queryParams(ctx, ListBookingsQueryParams, ['statuses']);
    return listPage(
      db,
      db.state.bookings.filter((b) => b.client.identifier === me.identifier),
      q.statuses,
      q.page,
    );
  });

  router.post(
    '/booking',
    async (ctx) => {
      const me = requireRole(db, ctx, 'client');
      const body = await jsonBody(ctx, CreateBookingBody);
      return newBooking(db, { client: me, ...body, acknowledged: false });
    },
    { status: 201, idempotent: true },
  );

  router.post(
    '/booking/series',
    async (ctx) => {
      const me = requireRole(db, ctx, 'client');
      const body = await jsonBody(ctx, CreateBookingSeriesBody);
      // Exactly one of timeslotIdentifiers (timed sessions) and count (sessions without a time, issue 18).
      if ((body.timeslotIdentifiers === undefined) === (body.count === undefined))
        throw badRequest(['timeslotIdentifiers: give either timeslotIdentifiers or count']);
      const ids = body.timeslotIdentifiers ?? [];
      if (new Set(ids).size !== ids.length) throw badRequest(['timeslotIdentifiers: must be unique']);
      const provider = providerInfo(db, body.providerIdentifier);
      if (!provider) throw notFound('Provider');
      offer(db, provider.identifier, body.therapyIdentifier, body.modalityIdentifier);
      // Every slot is checked before anything is booked, so a refusal changes nothing.
      const slots =
        body.count !== undefined
          ? Array.from({ length: body.count }, () => null)
          : ids.map((id) => resolveSlot(db, provider.identifier, body.therapyIdentifier, id));
      const seriesIdentifier = db.newId('bs');
      const bookings = slots.map((slot) => {
        const booking = newBooking(db, {
          client: me,
          providerIdentifier: provider.identifier,
          therapyIdentifier: body.therapyIdentifier,
          modalityIdentifier: body.modalityIdentifier,
          note: body.note,
          acknowledged: false,
        });
        if (slot) moveTo(booking, slot);
        if (slot && booking.isFree) markConfirmedFree(booking);
        extraOf(db, booking.identifier).seriesIdentifier = seriesIdentifier;
        return booking;
      });
      db.state.bookingSeries.push({
        identifier: seriesIdentifier,
        clientIdentifier: me.identifier,
        bookingIdentifiers: bookings.map((b) => b.identifier),
        createdAt: db.now().toISOString(),
        recurrence: body.count !== undefined ? (body.recurrence ?? 'weekly') : null,
      });
      return seriesOf(db, seriesIdentifier);
    },
    { status: 201, idempotent: true },
  );

  router.get('/booking/{id}', (ctx) => clientBooking(db, ctx).booking);

  router.post('/booking/{id}/schedule', async (ctx) => {
    const { booking } = clientBooking(db, ctx);
    const body = await jsonBody(ctx, ScheduleBookingBody);
    assertNotCancelled(booking);
    // A pending booking can be (re)scheduled until it is paid; a confirmed one only while it has no time (prepaid).
    if (booking.status !== 'pending' && booking.startTime !== null)
      throw conflict('This booking is already scheduled; reschedule it instead.', 'ALREADY_SCHEDULED');
    const therapy = body.therapyIdentifier ?? booking.therapyCategory.identifier;
    const modality = body.modalityIdentifier ?? booking.modality.identifier;
    const changed = therapy !== booking.therapyCategory.identifier || modality !== booking.modality.identifier;
    const terms = changed ? offer(db, booking.provider.identifier, therapy, modality) : undefined;
    const slot = resolveSlot(db, booking.provider.identifier, therapy, body.timeslotIdentifier, booking.identifier);
    if (terms) Object.assign(booking, terms, { paymentStatus: terms.isFree ? 'free' : 'unpaid' });
    moveTo(booking, slot);
    if (body.note !== undefined) booking.note = body.note;
    confirmFreeSoon(db, booking);
    return booking;
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
}
