// Deleting an account revokes what it left behind (issue 52 item 4), over real HTTP on `npm run mock:server`: the
// calendar feed a calendar app keeps polling, the waitlist entries that would still mail it offers, and the signed
// links to files it was given.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, emails, ids } from './data/ids';
import { extraBookingIds } from './data/scheduling';
import { readOutbox } from './lib/outbox';
import { useMockServer } from './server-test-utils';

const server = useMockServer();

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('deleting an account revokes its calendar feed, waitlist entries and signed file links (issue 52 item 4)', () => {
  it('the feed is 404, the waitlist forgets it and mails it nothing, its file links are refused', async () => {
    const client = await server.login(emails.client);
    const feed = (await call('PUT', '/user/calendar-subscription', client)).body.url as string;
    expect((await fetch(feed)).status).toBe(200);

    const waiting = server.mock.db.state.bookings.find((b) => b.identifier === extraBookingIds.secondUpcoming)!;
    const until = new Date(Date.parse(waiting.startTime!) + 12 * 3_600_000).toISOString();
    expect((await call('PUT', `/booking/${waiting.identifier}/waitlist`, client, { until })).status).toBe(200);

    const sent = await server.upload('/messages/store', client, {
      receiverIdentifier: ids.provider,
      body: 'my notes',
      files: new File(['%PDF-1.4 notes'], 'notes.pdf', { type: 'application/pdf' }),
    });
    const link = ((await sent.json()) as { attachments: { url: string }[] }).attachments[0]!.url;
    expect((await fetch(link)).status).toBe(200);

    expect((await call('DELETE', '/user/profile/delete-account', client, { password: DEMO_PASSWORD })).status).toBe(
      200,
    );

    const after = await fetch(feed);
    expect(after.status).toBe(404);
    expect(await after.text()).not.toContain('BEGIN:VEVENT');
    expect(server.mock.db.state.calendarSubscriptions.filter((s) => s.userIdentifier === ids.client)).toEqual([]);
    expect(server.mock.db.state.bookingWaitlist.filter((w) => w.clientIdentifier === ids.client)).toEqual([]);
    const linkAfter = await fetch(link);
    expect(linkAfter.status).toBe(401);
    expect((await linkAfter.json()).code).toBe('FILE_LINK_INVALID');

    // An earlier time frees up: nobody is offered it by mail at the deleted address.
    const provider = await server.login(emails.secondProvider);
    expect((await call('POST', `/appointment/${extraBookingIds.waitlistBlocker}/cancel`, provider, {})).status).toBe(
      200,
    );
    expect(readOutbox(server.mock.db).filter((m) => m.kind === 'waitlist-offer' && m.to === emails.client)).toEqual([]);
  });
});
