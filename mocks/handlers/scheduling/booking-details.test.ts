// A booking's details, the client-provider relation, sharing with a guest, and the owner participant.
import { describe, expect, it } from 'vitest';
import {
  GetBookingDetailsResponse,
  GetBookingParticipantResponse,
  ListBookingInvitationsResponse,
  GetClientRelationResponse,
  ShareBookingResponse,
  UpdateBookingParticipantStatusResponse,
} from '../../../generated/zod/bookings/bookings.zod';
import { bookingIds, emails, ids } from '../../data/ids';
import { issueToken } from '../../lib/auth';
import { setUpTestBackend } from '../../test-utils';
import { schedulingCalls } from './scheduling-test-calls';

const backend = setUpTestBackend();
const { client, provider } = schedulingCalls(backend);

describe('details, relations and sharing', () => {
  it('gives the booking details to both parties and nobody else', async () => {
    const res = await backend.call('GET', `/booking/${bookingIds.completedNoFeedback}/details`, {
      token: await provider(),
    });
    const details = GetBookingDetailsResponse.parse(res.body);
    const office = backend.db.state.providerProfiles.find((p) => p.identifier === ids.provider)!.officeAddress;
    expect(office).toBeTruthy();
    expect(details).toMatchObject({
      officeAddress: office,
      meetingUrl: null,
      participants: [{ role: 'owner', email: emails.client }],
    });
    const online = GetBookingDetailsResponse.parse(
      (await backend.call('GET', `/booking/${bookingIds.confirmedFar}/details`, { token: await client() })).body,
    );
    expect(online.meetingUrl).toMatch(/^https:\/\//);
    expect(
      (
        await backend.call('GET', `/booking/${bookingIds.confirmedFar}/details`, {
          token: await backend.login(emails.secondProvider),
        })
      ).status,
    ).toBe(404);
  });

  it('tells how a client and a provider are related', async () => {
    const res = await backend.call('GET', `/clients/relation/${ids.provider}`, { token: await client() });
    const relation = GetClientRelationResponse.parse(res.body);
    expect(relation).toMatchObject({ userIdentifier: ids.provider, hasRelation: true });
    expect(relation.completedBookings).toBe(3);
    const none = GetClientRelationResponse.parse(
      (await backend.call('GET', `/clients/relation/${ids.namelessClient}`, { token: await provider() })).body,
    );
    expect(none).toMatchObject({ hasRelation: false, totalBookings: 0, lastBookingIdentifier: null });
    expect((await backend.call('GET', `/clients/relation/${ids.client}`, { token: await client() })).status).toBe(404);
  });

  it('shares a booking with a guest who accepts it once', async () => {
    const token = await client();
    const res = await backend.call('POST', '/share-booking', {
      token,
      body: { bookingIdentifier: bookingIds.confirmedFar, email: emails.namelessClient },
    });
    expect(res.status).toBe(201);
    const guest = ShareBookingResponse.parse(res.body);
    expect(guest).toMatchObject({ role: 'guest', status: 'awaiting', email: emails.namelessClient });
    expect(
      (
        await backend.call('POST', '/share-booking', {
          token,
          body: { bookingIdentifier: bookingIds.confirmedFar, email: emails.namelessClient },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await backend.call('POST', `/booking/participant/${guest.identifier}/status`, {
          token,
          body: { status: 'acknowledged' },
        })
      ).status,
    ).toBe(403);

    const guestToken = await backend.login(emails.namelessClient);
    const waiting = ListBookingInvitationsResponse.parse(
      (await backend.call('GET', '/booking-invitations', { token: guestToken })).body,
    );
    expect(waiting.items.map((i) => [i.identifier, i.booking.identifier])).toEqual([
      [guest.identifier, bookingIds.confirmedFar],
    ]);
    expect((await backend.call('GET', '/booking-invitations', { token })).body).toEqual({ items: [] });
    const answer = await backend.call('POST', `/booking/participant/${guest.identifier}/status`, {
      token: guestToken,
      body: { status: 'acknowledged' },
    });
    expect(UpdateBookingParticipantStatusResponse.parse(answer.body).status).toBe('acknowledged');
    expect(
      (
        await backend.call('POST', `/booking/participant/${guest.identifier}/status`, {
          token: guestToken,
          body: { status: 'rejected' },
        })
      ).status,
    ).toBe(409);
    // Answered: no longer waiting.
    expect((await backend.call('GET', '/booking-invitations', { token: guestToken })).body).toEqual({ items: [] });
    const seen = GetBookingParticipantResponse.parse(
      (await backend.call('GET', `/booking/participant/${guest.identifier}`, { token: guestToken })).body,
    );
    expect(seen.booking.identifier).toBe(bookingIds.confirmedFar);
    const details = GetBookingDetailsResponse.parse(
      (await backend.call('GET', `/booking/${bookingIds.confirmedFar}/details`, { token })).body,
    );
    expect(details.participants.map((p) => p.role)).toEqual(['owner', 'guest']);
  });

  it('returns the owner participant (used by the review flow)', async () => {
    const res = await backend.call('GET', '/booking/participant/bp_completed_feedback', { token: await client() });
    expect(GetBookingParticipantResponse.parse(res.body)).toMatchObject({
      role: 'owner',
      booking: { identifier: bookingIds.completedWithFeedback, feedbackProvided: true },
    });
    const stranger = issueToken(backend.db, ids.socialClient).token;
    expect((await backend.call('GET', '/booking/participant/bp_completed_feedback', { token: stranger })).status).toBe(
      404,
    );
  });
});
