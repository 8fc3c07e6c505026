// The provider's appointments: list, create for an own client, cancel, reschedule, and answer a booking request.
import {
  CancelAppointmentBody,
  CreateAppointmentBody,
  GetAppointmentRescheduleApprovalRequiredQueryParams,
  ListAppointmentsQueryParams,
  RescheduleAppointmentBody,
  UpdateAppointmentRescheduleStatusBody,
} from '../../../generated/zod/appointments/appointments.zod';
import { ListClientAppointmentsQueryParams } from '../../../generated/zod/bookings/bookings.zod';
import type { Db } from '../../db';
import { requireRole } from '../../lib/auth';
import { conflict, forbidden, jsonBody, notFound, queryParams, type RequestContext, type Router } from '../../lib/http';
import { participantOf } from './booking-extras';
import { answerReschedule, cancel, needsApproval, reschedule } from './booking-changes';
import { newBooking } from './booking-terms';
import { account, assertNotCancelled, listPage, providerBooking, synced } from './shared';

export function registerAppointments(router: Router, db: Db): void {
  router.get('/appointment/client/{id}', (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const q = queryParams(ctx, ListClientAppointmentsQueryParams);
    const client = account(db, ctx.params.id);
    if (!client || client.userType !== 'client') throw notFound('Client');
    return listPage(
      db,
      db.state.bookings.filter(
        (b) => b.provider.identifier === me.identifier && b.client.identifier === client.identifier,
      ),
      undefined,
      q.page,
    );
  });

  router.get('/appointment', (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const q = queryParams(ctx, ListAppointmentsQueryParams, ['statuses']);
    return listPage(
      db,
      db.state.bookings.filter((b) => b.provider.identifier === me.identifier),
      q.statuses,
      q.page,
    );
  });

  router.post(
    '/appointment',
    async (ctx) => {
      const me = requireRole(db, ctx, 'provider');
      const body = await jsonBody(ctx, CreateAppointmentBody);
      const client = account(db, body.clientIdentifier);
      if (!client || client.userType !== 'client') throw notFound('Client');
      if (
        !db.state.bookings.some(
          (b) => b.provider.identifier === me.identifier && b.client.identifier === client.identifier,
        )
      ) {
        throw forbidden('You can only book sessions for your own clients.');
      }
      return newBooking(db, {
        client,
        providerIdentifier: me.identifier,
        therapyIdentifier: body.therapyIdentifier,
        modalityIdentifier: body.modalityIdentifier,
        timeslotIdentifier: body.timeslotIdentifier,
        note: body.note,
        acknowledged: true,
      });
    },
    { status: 201, idempotent: true },
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

  const answerRequest = (ctx: RequestContext<{ id: string }>, status: 'acknowledged' | 'rejected') => {
    const me = requireRole(db, ctx, 'provider');
    const found = participantOf(db, ctx.params.id);
    if (!found || found.booking.provider.identifier !== me.identifier) throw notFound('Participant');
    const { booking } = found;
    assertNotCancelled(booking);
    if (booking.participant.status !== 'awaiting')
      throw conflict('This booking request has already been answered.', 'ALREADY_ANSWERED');
    if (status === 'rejected') cancel(db, booking, 'provider', 'The provider declined this booking request.');
    booking.participant.status = status;
    return booking;
  };
  router.post('/appointment/participant/{id}/acknowledge', (ctx) => answerRequest(ctx, 'acknowledged'));
  router.post('/appointment/participant/{id}/reject-booking', (ctx) => answerRequest(ctx, 'rejected'));
}
