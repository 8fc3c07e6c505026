// Rescheduling a booking: at once, or asked for and approved within 48 hours; the attempts each side has.
import { describe, expect, it } from 'vitest';
import { UpdateAppointmentRescheduleStatusResponse } from '../../../generated/zod/appointments/appointments.zod';
import {
  GetBookingRescheduleApprovalRequiredResponse,
  RescheduleBookingResponse,
  UpdateBookingRescheduleStatusResponse,
} from '../../../generated/zod/bookings/bookings.zod';
import { extraBookingIds } from '../../data/scheduling';
import { bookingIds } from '../../data/ids';
import { at, first, setUpTestBackend } from '../../test-utils';
import { schedulingCalls } from './scheduling-test-calls';

const backend = setUpTestBackend();
const { client, provider, freeSlots, getBooking, scheduledBooking } = schedulingCalls(backend);

describe('rescheduling', () => {
  it('moves a confirmed booking outside 48 h at once, counting one client attempt and freeing the old slot', async () => {
    const token = await client();
    const old = await getBooking(token, bookingIds.confirmedFar);
    const target = (await freeSlots(token)).at(-1)!;
    const approval = await backend.call(
      'GET',
      `/booking/${bookingIds.confirmedFar}/reschedule/approval-required?timeslotIdentifier=${target.identifier}`,
      { token },
    );
    expect(GetBookingRescheduleApprovalRequiredResponse.parse(approval.body).approvalRequired).toBe(false);
    const res = await backend.call('POST', `/booking/${bookingIds.confirmedFar}/reschedule`, {
      token,
      body: { timeslotIdentifier: target.identifier, note: 'Later please' },
    });
    const moved = RescheduleBookingResponse.parse(res.body);
    expect(moved).toMatchObject({
      startTime: target.startTime,
      timeslotIdentifier: target.identifier,
      status: 'confirmed',
    });
    expect(moved.rescheduleInfo).toMatchObject({
      status: 'approved',
      requestedBy: 'client',
      remainingClientReschedule: 1,
    });
    expect(moved.reschedules.at(-1)).toMatchObject({
      status: 'approved',
      requestedBy: 'client',
      fromStartTime: old.startTime,
      toStartTime: target.startTime,
      note: 'Later please',
    });
    const offered = (await freeSlots(token)).map((s) => s.startTime);
    expect(offered).toContain(old.startTime);
    expect(offered).not.toContain(target.startTime);
  });

  it('within 48 h asks the provider to approve; the booking keeps its time until then', async () => {
    const token = await client();
    const old = await getBooking(token, bookingIds.confirmedSoon);
    const target = at(await freeSlots(token), 3);
    const approval = GetBookingRescheduleApprovalRequiredResponse.parse(
      (await backend.call('GET', `/booking/${bookingIds.confirmedSoon}/reschedule/approval-required`, { token })).body,
    );
    expect(approval.approvalRequired).toBe(true);
    const res = await backend.call('POST', `/booking/${bookingIds.confirmedSoon}/reschedule`, {
      token,
      body: { timeslotIdentifier: target.identifier },
    });
    const pending = RescheduleBookingResponse.parse(res.body);
    expect(pending.startTime).toBe(old.startTime);
    expect(pending.rescheduleInfo).toMatchObject({
      status: 'pending',
      requestedBy: 'client',
      proposedStartTime: target.startTime,
      remainingClientReschedule: 1,
    });
    expect((await freeSlots(token)).map((s) => s.identifier)).not.toContain(target.identifier);
    const twice = await backend.call('POST', `/booking/${bookingIds.confirmedSoon}/reschedule`, {
      token,
      body: { timeslotIdentifier: first(await freeSlots(token)).identifier },
    });
    expect(twice.status).toBe(409);
    // The client cannot approve its own request.
    expect(
      (
        await backend.call('POST', `/booking/${bookingIds.confirmedSoon}/reschedule-update`, {
          token,
          body: { status: 'approved' },
        })
      ).status,
    ).toBe(409);

    const answer = await backend.call('POST', `/appointment/${bookingIds.confirmedSoon}/reschedule-update`, {
      token: await provider(),
      body: { status: 'approved' },
    });
    const approved = UpdateAppointmentRescheduleStatusResponse.parse(answer.body);
    expect(approved).toMatchObject({
      startTime: target.startTime,
      timeslotIdentifier: target.identifier,
      rescheduleInfo: { status: 'approved', proposedStartTime: null },
    });
    expect(approved.reschedules.at(-1)?.status).toBe('approved');
    // The freed hour is offered again when it is in the provider's weekly hours (Monday to Friday): the seed's "within
    // 48 h" hour falls on a Saturday when the suite runs from Thursday afternoon (Lagos) on.
    const weekday = new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'Africa/Lagos' }).format(
      new Date(String(old.startTime)),
    );
    const offered = (await freeSlots(token)).map((s) => s.startTime);
    expect(
      offered.some((time) => time === old.startTime),
      'offered again on a weekday only',
    ).toBe(weekday !== 'Sat' && weekday !== 'Sun');
  });

  it('a rejected reschedule keeps the old time and frees the proposed slot', async () => {
    const token = await client();
    const seeded = await getBooking(token, extraBookingIds.rescheduleRequestedByClient);
    const proposed = seeded.rescheduleInfo.proposedStartTime;
    expect((await freeSlots(token)).map((s) => s.startTime)).not.toContain(proposed);
    const res = await backend.call(
      'POST',
      `/appointment/${extraBookingIds.rescheduleRequestedByClient}/reschedule-update`,
      { token: await provider(), body: { status: 'rejected' } },
    );
    expect(UpdateAppointmentRescheduleStatusResponse.parse(res.body)).toMatchObject({
      startTime: seeded.startTime,
      rescheduleInfo: { status: 'rejected' },
    });
    expect((await freeSlots(token)).map((s) => s.startTime)).toContain(proposed);
  });

  it('the client approves a reschedule the provider asked for', async () => {
    const token = await client();
    const seeded = await getBooking(token, bookingIds.rescheduleAwaitingApproval);
    const res = await backend.call('POST', `/booking/${bookingIds.rescheduleAwaitingApproval}/reschedule-update`, {
      token,
      body: { status: 'approved' },
    });
    expect(UpdateBookingRescheduleStatusResponse.parse(res.body)).toMatchObject({
      startTime: seeded.rescheduleInfo.proposedStartTime,
      rescheduleInfo: { status: 'approved' },
    });
    expect(
      (
        await backend.call('POST', `/booking/${bookingIds.rescheduleAwaitingApproval}/reschedule-update`, {
          token,
          body: { status: 'approved' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await backend.call('POST', `/booking/${bookingIds.confirmedFar}/reschedule-update`, {
          token,
          body: { status: 'maybe' },
        })
      ).status,
    ).toBe(400);
  });

  it('refuses a reschedule with no attempts left, except for a pending booking', async () => {
    const token = await client();
    const slots = await freeSlots(token);
    const res = await backend.call('POST', `/booking/${bookingIds.noReschedulesLeft}/reschedule`, {
      token,
      body: { timeslotIdentifier: first(slots).identifier },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Rescheduling limit reached.');

    const pending = await scheduledBooking(token, at(slots, 1).identifier);
    for (const slot of [at(slots, 2), at(slots, 3), at(slots, 4)]) {
      const r = await backend.call('POST', `/booking/${pending.identifier}/reschedule`, {
        token,
        body: { timeslotIdentifier: slot.identifier },
      });
      expect(RescheduleBookingResponse.parse(r.body)).toMatchObject({
        status: 'pending',
        startTime: slot.startTime,
        rescheduleInfo: { remainingClientReschedule: 2 },
      });
    }
    // The seeded one that already has a time, too.
    const seeded = await backend.call('POST', `/booking/${extraBookingIds.pendingScheduled}/reschedule`, {
      token,
      body: { timeslotIdentifier: at(slots, 5).identifier },
    });
    expect(RescheduleBookingResponse.parse(seeded.body)).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      startTime: at(slots, 5).startTime,
      rescheduleInfo: { remainingClientReschedule: 2 },
    });
  });

  it('counts down to the limit', async () => {
    const token = await client();
    const slots = await freeSlots(token);
    for (const [i, slot] of [slots.at(-1)!, slots.at(-2)!].entries()) {
      const r = await backend.call('POST', `/booking/${bookingIds.confirmedFar}/reschedule`, {
        token,
        body: { timeslotIdentifier: slot.identifier },
      });
      expect(RescheduleBookingResponse.parse(r.body).rescheduleInfo.remainingClientReschedule).toBe(1 - i);
    }
    const third = await backend.call('POST', `/booking/${bookingIds.confirmedFar}/reschedule`, {
      token,
      body: { timeslotIdentifier: slots.at(-3)!.identifier },
    });
    expect(third.body.message).toBe('Rescheduling limit reached.');
  });

  it('refuses past and taken slots', async () => {
    const token = await client();
    const past = await backend.call('POST', `/booking/${bookingIds.confirmedFar}/reschedule`, {
      token,
      body: { timeslotIdentifier: 'ts-pr_demo-general-20200106T0900Z' },
    });
    expect(past.status).toBe(400);
    const { timeslotIdentifier } = await getBooking(token, bookingIds.noReschedulesLeft);
    const taken = await backend.call('POST', `/booking/${bookingIds.confirmedFar}/reschedule`, {
      token,
      body: { timeslotIdentifier },
    });
    expect(taken.body.code).toBe('SLOT_UNAVAILABLE');
    expect((await getBooking(token, bookingIds.confirmedFar)).rescheduleInfo.remainingClientReschedule).toBe(2);
  });

  it('needs no approval when allowRescheduleCompletedBooking applies, and refuses completed sessions otherwise', async () => {
    const token = await client();
    const slot = first(await freeSlots(token));
    const completed = await backend.call('POST', `/booking/${bookingIds.completedNoFeedback}/reschedule`, {
      token,
      body: { timeslotIdentifier: slot.identifier },
    });
    expect(completed.status).toBe(409);
    backend.db.state.bookings.find(
      (b) => b.identifier === bookingIds.completedNoFeedback,
    )!.allowRescheduleCompletedBooking = true;
    const res = await backend.call('POST', `/booking/${bookingIds.completedNoFeedback}/reschedule`, {
      token,
      body: { timeslotIdentifier: slot.identifier },
    });
    expect(RescheduleBookingResponse.parse(res.body)).toMatchObject({
      startTime: slot.startTime,
      isCompleted: false,
      rescheduleInfo: { status: 'approved' },
    });
  });
});
