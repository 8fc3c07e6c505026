// The invited person's side of a shared booking (decision 0009): the seeded invitation, the invitation mail's link,
// what the guest may see of the booking, and answering once.
import { describe, expect, it } from 'vitest';
import {
  GetBookingDetailsResponse,
  GetBookingParticipantResponse,
  ListBookingInvitationsResponse,
  UpdateBookingParticipantStatusResponse,
} from '../../../generated/zod/bookings/bookings.zod';
import { extraBookingIds, guestIds } from '../../data/scheduling';
import { bookingIds, emails, ids } from '../../data/ids';
import { invitationLink } from './booking-extras';
import { issueToken } from '../../lib/auth';
import { readOutbox } from '../../lib/outbox';
import { setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();
const partner = () => backend.login(emails.partnerClient);
const participant = async (token: string, id: string = guestIds.partnerInvitation) =>
  backend.call('GET', `/booking/participant/${id}`, { token });

describe('the seeded invitation', () => {
  it('waits for partner@example.com: Sam Social invites Alex Morgan to a family session with Dr Lena Hoffmann', async () => {
    const token = await partner();
    const list = ListBookingInvitationsResponse.parse(
      (await backend.call('GET', '/booking-invitations', { token })).body,
    );
    expect(list.items.map((i) => i.identifier)).toEqual([guestIds.partnerInvitation]);
    const res = await participant(token);
    expect(res.status).toBe(200);
    expect(GetBookingParticipantResponse.parse(res.body)).toMatchObject({
      identifier: guestIds.partnerInvitation,
      role: 'guest',
      status: 'awaiting',
      email: emails.partnerClient,
      firstName: 'Alex',
      booking: {
        identifier: extraBookingIds.sharedFamily,
        status: 'confirmed',
        client: { firstName: 'Sam', lastName: 'Social' },
        provider: { identifier: ids.secondProvider, title: 'Dr', firstName: 'Lena', lastName: 'Hoffmann' },
        therapyCategory: { identifier: 'th_family' },
      },
    });
    const account = backend.db.state.accounts.find((a) => a.identifier === ids.partnerClient);
    expect(account).toMatchObject({ timezone: 'Europe/London', userType: 'client' });
  });

  it("shows the guest everything but the owner's note to the therapist; the owner and the provider see the note", async () => {
    const guestView = GetBookingParticipantResponse.parse((await participant(await partner())).body);
    expect(guestView.booking.note).toBeNull();
    const invitations = ListBookingInvitationsResponse.parse(
      (await backend.call('GET', '/booking-invitations', { token: await partner() })).body,
    );
    expect(invitations.items[0]?.booking.note).toBeNull();
    const owner = issueToken(backend.db, ids.socialClient).token;
    expect(GetBookingParticipantResponse.parse((await participant(owner)).body).booking.note).toBe(
      'My partner will join us.',
    );
    const provider = await backend.login(emails.secondProvider);
    expect(GetBookingParticipantResponse.parse((await participant(provider)).body).booking.note).toBe(
      'My partner will join us.',
    );
    // Anyone else: 404, as if there were no such invitation.
    expect((await participant(await backend.login(emails.client))).status).toBe(404);
  });

  it('is declined once: it leaves the list, the owner sees it declined, a second answer is 409', async () => {
    const token = await partner();
    const answer = await backend.call('POST', `/booking/participant/${guestIds.partnerInvitation}/status`, {
      token,
      body: { status: 'rejected' },
    });
    expect(answer.status).toBe(200);
    expect(UpdateBookingParticipantStatusResponse.parse(answer.body)).toMatchObject({
      status: 'rejected',
      booking: { note: null },
    });
    expect(
      (
        await backend.call('POST', `/booking/participant/${guestIds.partnerInvitation}/status`, {
          token,
          body: { status: 'acknowledged' },
        })
      ).status,
    ).toBe(409);
    expect((await backend.call('GET', '/booking-invitations', { token })).body).toEqual({ items: [] });
    // The invitation itself can still be opened, with its answer.
    expect(GetBookingParticipantResponse.parse((await participant(token)).body).status).toBe('rejected');
    const owner = issueToken(backend.db, ids.socialClient).token;
    const details = GetBookingDetailsResponse.parse(
      (await backend.call('GET', `/booking/${extraBookingIds.sharedFamily}/details`, { token: owner })).body,
    );
    expect(details.participants.map((p) => [p.role, p.status])).toEqual([
      ['owner', 'acknowledged'],
      ['guest', 'rejected'],
    ]);
  });

  it('cannot be answered once the booking is cancelled', async () => {
    const owner = issueToken(backend.db, ids.socialClient).token;
    expect(
      (
        await backend.call('POST', `/booking/${extraBookingIds.sharedFamily}/cancel`, {
          token: owner,
          body: { note: 'Plans changed' },
        })
      ).status,
    ).toBe(200);
    const token = await partner();
    expect(
      (
        await backend.call('POST', `/booking/participant/${guestIds.partnerInvitation}/status`, {
          token,
          body: { status: 'acknowledged' },
        })
      ).status,
    ).toBe(409);
    expect((await backend.call('GET', '/booking-invitations', { token })).body).toEqual({ items: [] });
    expect(GetBookingParticipantResponse.parse((await participant(token)).body).booking.status).toBe('cancelled');
  });
});

describe('sharing sends the invitation mail', () => {
  it("mails the invited address a link to the guest's view of the booking", async () => {
    const token = await backend.login(emails.client);
    const res = await backend.call('POST', '/share-booking', {
      token,
      body: { bookingIdentifier: bookingIds.confirmedFar, email: 'Partner@Example.com' },
    });
    expect(res.status).toBe(201);
    const guest = GetBookingParticipantResponse.parse(res.body);
    const mail = readOutbox(backend.db)[0];
    expect(mail).toMatchObject({
      kind: 'booking-invitation',
      to: emails.partnerClient,
      subject: 'You are invited to a therapy session',
      link: invitationLink(guest.identifier),
    });
    expect(mail?.link).toBe(`/overview/?modal=invitation&participantId=${guest.identifier}`);
    // The link's participant is the guest's to open.
    const opened = GetBookingParticipantResponse.parse((await participant(await partner(), guest.identifier)).body);
    expect(opened).toMatchObject({
      role: 'guest',
      status: 'awaiting',
      booking: { identifier: bookingIds.confirmedFar, client: { firstName: 'Grace' } },
    });
    // A refused share mails nothing.
    const again = await backend.call('POST', '/share-booking', {
      token,
      body: { bookingIdentifier: bookingIds.confirmedFar, email: emails.partnerClient },
    });
    expect(again.status).toBe(409);
    expect(readOutbox(backend.db).filter((m) => m.kind === 'booking-invitation')).toHaveLength(1);
  });
});
