// Provider appointments: list, create, acknowledge, reject, cancel, reschedule, policies.
import { describe, expect, it } from 'vitest';
import {
  AcknowledgeAppointmentParticipantResponse,
  CancelAppointmentResponse,
  CreateAppointmentResponse,
  GetAppointmentCancellationPolicyResponse,
  GetAppointmentRescheduleApprovalRequiredResponse,
  GetAppointmentReschedulePolicyResponse,
  GetAppointmentResponse,
  ListAppointmentsResponse,
  RejectAppointmentParticipantResponse,
  RescheduleAppointmentResponse,
} from '../../../generated/zod/appointments/appointments.zod';
import { GetProviderAvailabilityMonthResponse } from '../../../generated/zod/availability/availability.zod';
import {
  GetBookingResponse,
  ListClientAppointmentsResponse,
  UpdateBookingRescheduleStatusResponse,
} from '../../../generated/zod/bookings/bookings.zod';
import { GetWalletBalanceResponse } from '../../../generated/zod/wallet/wallet.zod';
import { dateParts, extraBookingIds, localDate } from '../../data/scheduling';
import { bookingIds, emails, ids } from '../../data/ids';
import { issueToken } from '../../lib/auth';
import { at, setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();

const client = () => backend.login(emails.client);
const provider = () => backend.login(emails.provider);

async function freeSlots(token: string) {
  const [y, m] = dateParts(localDate(backend.db.now().getTime(), 'Africa/Lagos'));
  const slots: { identifier: string; startTime: string }[] = [];
  for (const i of [0, 1, 2]) {
    const month = new Date(Date.UTC(y, m - 1 + i, 1)).toISOString().slice(0, 7);
    const res = await backend.call('GET', `/providers-availability/${ids.provider}/timeslot/${month}`, { token });
    slots.push(...GetProviderAvailabilityMonthResponse.parse(res.body).days.flatMap((d) => d.timeSlot));
  }
  return slots;
}

async function appointment(token: string, id: string) {
  const res = await backend.call('GET', `/appointment/${id}`, { token });
  expect(res.status).toBe(200);
  return GetAppointmentResponse.parse(res.body);
}

const balanceOf = async (token: string) =>
  GetWalletBalanceResponse.parse((await backend.call('GET', '/wallet/balance', { token })).body).balance;

describe('appointment lists', () => {
  it("lists the provider's appointments newest session first, filtered by status and paged by 10", async () => {
    const token = await provider();
    const page = ListAppointmentsResponse.parse((await backend.call('GET', '/appointment', { token })).body);
    expect(page.items).toHaveLength(10);
    expect(page.pageInfo.totalPages).toBe(2);
    expect(page.items.every((b) => b.provider.identifier === ids.provider)).toBe(true);
    const confirmed = ListAppointmentsResponse.parse(
      (await backend.call('GET', '/appointment?statuses=confirmed', { token })).body,
    );
    expect(confirmed.items.every((b) => b.status === 'confirmed')).toBe(true);
    expect(confirmed.items.map((b) => b.identifier)).toContain(extraBookingIds.socialRequest);
    const second = ListAppointmentsResponse.parse(
      (await backend.call('GET', '/appointment', { token: await backend.login(emails.secondProvider) })).body,
    );
    const secondIds = [
      extraBookingIds.secondCompleted,
      extraBookingIds.secondSocial,
      extraBookingIds.secondUpcoming,
      extraBookingIds.sharedFamily,
      extraBookingIds.waitlistBlocker,
    ];
    expect(second.items.map((b) => b.identifier).sort()).toEqual(secondIds.sort());
  });

  it('is for providers only; another provider gets 404 for the appointment', async () => {
    expect((await backend.call('GET', '/appointment', { token: await client() })).status).toBe(403);
    expect(
      (
        await backend.call('GET', `/appointment/${bookingIds.confirmedFar}`, {
          token: await backend.login(emails.secondProvider),
        })
      ).status,
    ).toBe(404);
    expect((await backend.call('GET', '/appointment/bk_unknown', { token: await provider() })).status).toBe(404);
  });

  it("lists one client's bookings with the provider", async () => {
    const token = await provider();
    const res = await backend.call('GET', `/appointment/client/${ids.socialClient}`, { token });
    expect(ListClientAppointmentsResponse.parse(res.body).items.map((b) => b.identifier)).toEqual([
      extraBookingIds.socialRequest,
    ]);
    expect((await backend.call('GET', '/appointment/client/cl_nobody', { token })).status).toBe(404);
  });
});

describe('creating for a client', () => {
  it('creates a pending booking for one of the provider’s clients, which the client then schedules', async () => {
    const token = await provider();
    const res = await backend.call('POST', '/appointment', {
      token,
      body: { clientIdentifier: ids.client, therapyIdentifier: 'th_couples', modalityIdentifier: 'md_in_person' },
    });
    expect(res.status).toBe(201);
    const created = CreateAppointmentResponse.parse(res.body);
    expect(created).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      participant: { status: 'acknowledged' },
      client: { identifier: ids.client },
    });
    const seen = await backend.call('GET', `/booking/${created.identifier}`, { token: await client() });
    expect(GetBookingResponse.parse(seen.body).therapyCategory.name).toBe('Couples Therapy');
  });

  it('refuses a client without bookings with the provider, an unknown client and a bad body', async () => {
    const token = await provider();
    const body = { therapyIdentifier: 'th_individual', modalityIdentifier: 'md_online' };
    expect(
      (await backend.call('POST', '/appointment', { token, body: { ...body, clientIdentifier: ids.namelessClient } }))
        .status,
    ).toBe(403);
    expect(
      (await backend.call('POST', '/appointment', { token, body: { ...body, clientIdentifier: 'cl_nobody' } })).status,
    ).toBe(404);
    const bad = await backend.call('POST', '/appointment', { token, body: { clientIdentifier: ids.client } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveLength(2);
    expect(
      (
        await backend.call('POST', '/appointment', {
          token: await client(),
          body: { ...body, clientIdentifier: ids.client },
        })
      ).status,
    ).toBe(403);
  });
});

describe('acknowledge and reject', () => {
  it('acknowledges an awaiting booking request once', async () => {
    const token = await provider();
    const res = await backend.call('POST', '/appointment/participant/bp_pending_unpaid/acknowledge', { token });
    expect(AcknowledgeAppointmentParticipantResponse.parse(res.body)).toMatchObject({
      identifier: bookingIds.pendingUnpaid,
      participant: { status: 'acknowledged' },
      status: 'pending',
    });
    expect(
      (await backend.call('POST', '/appointment/participant/bp_pending_unpaid/acknowledge', { token })).status,
    ).toBe(409);
    expect(
      (await backend.call('POST', '/appointment/participant/bp_pending_unpaid/reject-booking', { token })).status,
    ).toBe(409);
    expect((await backend.call('POST', '/appointment/participant/bp_nobody/acknowledge', { token })).status).toBe(404);
  });

  it('rejecting a paid request cancels it and refunds the client in full', async () => {
    const socialToken = issueToken(backend.db, ids.socialClient).token;
    const before = await balanceOf(socialToken);
    const res = await backend.call('POST', `/appointment/participant/bp_social_request/reject-booking`, {
      token: await provider(),
    });
    expect(RejectAppointmentParticipantResponse.parse(res.body)).toMatchObject({
      status: 'cancelled',
      previousStatus: 'confirmed',
      paymentStatus: 'refunded',
      participant: { status: 'rejected' },
    });
    expect(await balanceOf(socialToken)).toBe(before + 1_500_000);
  });
});

describe('provider cancel and reschedule', () => {
  it('a provider cancel refunds a paid booking even within 48 hours', async () => {
    const clientToken = await client();
    const before = await balanceOf(clientToken);
    const res = await backend.call('POST', `/appointment/${bookingIds.confirmedSoon}/cancel`, {
      token: await provider(),
      body: { note: 'I am unwell' },
    });
    expect(CancelAppointmentResponse.parse(res.body)).toMatchObject({
      status: 'cancelled',
      previousStatus: 'confirmed',
      paymentStatus: 'refunded',
    });
    expect(await balanceOf(clientToken)).toBe(before + 1_500_000);
    expect(
      (
        await backend.call('POST', `/appointment/${bookingIds.confirmedSoon}/cancel`, {
          token: await provider(),
          body: {},
        })
      ).status,
    ).toBe(409);
  });

  it('a provider reschedule within 48 hours waits for the client, who approves it', async () => {
    const token = await provider();
    const target = at(await freeSlots(token), 5);
    const check = await backend.call(
      'GET',
      `/appointment/${bookingIds.confirmedSoon}/reschedule/approval-required?timeslotIdentifier=${target.identifier}`,
      { token },
    );
    expect(GetAppointmentRescheduleApprovalRequiredResponse.parse(check.body).approvalRequired).toBe(true);
    const res = await backend.call('POST', `/appointment/${bookingIds.confirmedSoon}/reschedule`, {
      token,
      body: { timeslotIdentifier: target.identifier },
    });
    const pending = RescheduleAppointmentResponse.parse(res.body);
    expect(pending).toMatchObject({
      remainingProviderReschedule: 1,
      rescheduleInfo: { status: 'pending', requestedBy: 'provider', remainingClientReschedule: 2 },
    });
    expect(
      (
        await backend.call('POST', `/appointment/${bookingIds.confirmedSoon}/reschedule-update`, {
          token,
          body: { status: 'approved' },
        })
      ).status,
    ).toBe(409);
    const answer = await backend.call('POST', `/booking/${bookingIds.confirmedSoon}/reschedule-update`, {
      token: await client(),
      body: { status: 'approved' },
    });
    expect(UpdateBookingRescheduleStatusResponse.parse(answer.body).startTime).toBe(target.startTime);
  });

  it('a provider reschedule outside 48 hours moves at once; with no attempts left it is refused', async () => {
    const token = await provider();
    const slots = await freeSlots(token);
    const res = await backend.call('POST', `/appointment/${bookingIds.noReschedulesLeft}/reschedule`, {
      token,
      body: { timeslotIdentifier: slots.at(-1)!.identifier },
    });
    expect(RescheduleAppointmentResponse.parse(res.body)).toMatchObject({
      startTime: slots.at(-1)!.startTime,
      remainingProviderReschedule: 0,
    });
    const again = await backend.call('POST', `/appointment/${bookingIds.noReschedulesLeft}/reschedule`, {
      token,
      body: { timeslotIdentifier: slots.at(-2)!.identifier },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Rescheduling limit reached.');
    expect((await appointment(token, bookingIds.noReschedulesLeft)).startTime).toBe(slots.at(-1)!.startTime);
  });
});

describe('policies', () => {
  it('gives the client the 48-hour refund policy and the remaining attempts', async () => {
    const token = await client();
    const cancellation = GetAppointmentCancellationPolicyResponse.parse(
      (await backend.call('GET', `/appointment/policy/${bookingIds.confirmedFar}/cancellation`, { token })).body,
    );
    expect(cancellation).toMatchObject({ audience: 'client', windowHours: 48, refundable: true });
    expect(cancellation.text).toMatch(/48 hours/);
    const soon = GetAppointmentCancellationPolicyResponse.parse(
      (await backend.call('GET', `/appointment/policy/${bookingIds.confirmedSoon}/cancellation`, { token })).body,
    );
    expect(soon.refundable).toBe(false);
    const reschedule = GetAppointmentReschedulePolicyResponse.parse(
      (await backend.call('GET', `/appointment/policy/${bookingIds.noReschedulesLeft}/reschedule`, { token })).body,
    );
    expect(reschedule).toMatchObject({ audience: 'client', remainingReschedules: 0, approvalRequired: false });
  });

  it('gives the provider its own policy texts', async () => {
    const token = await provider();
    const cancellation = GetAppointmentCancellationPolicyResponse.parse(
      (await backend.call('GET', `/appointment/policy/${bookingIds.confirmedSoon}/cancellation`, { token })).body,
    );
    expect(cancellation).toMatchObject({ audience: 'provider', refundable: true });
    const reschedule = GetAppointmentReschedulePolicyResponse.parse(
      (await backend.call('GET', `/appointment/policy/${bookingIds.confirmedSoon}/reschedule`, { token })).body,
    );
    expect(reschedule).toMatchObject({ audience: 'provider', remainingReschedules: 2, approvalRequired: true });
    expect(
      (await backend.call('GET', `/appointment/policy/${extraBookingIds.secondUpcoming}/reschedule`, { token })).status,
    ).toBe(404);
  });
});
