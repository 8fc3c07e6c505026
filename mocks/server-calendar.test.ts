// `npm run mock:server` over real HTTP: the private calendar subscription (decision 0009). The feed is parsed with a
// maintained iCalendar parser (ical.js), before and after a reschedule and a cancellation.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingIds, emails, ids } from './data/ids';
import { dateParts, localDate } from './data/scheduling';
import { useMockServer } from './server-test-utils';

const server = useMockServer({ origin: 'http://127.0.0.1:5173' });

const call = async (
  method: string,
  path: string,
  token: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
) => {
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.body !== undefined && { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: await res.json() };
};

/** Turns the signed-in user's subscription on and answers its link. */
async function subscribe(token: string, language = 'en'): Promise<string> {
  const res = await call('PUT', '/user/calendar-subscription', token, { headers: { 'X-Language': language } });
  expect(res.status).toBe(200);
  return res.body.url as string;
}

interface FeedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string | null;
  start: string;
  end: string;
  status: string;
  sequence: number;
  stamp: string;
  modified: string;
}

/** The feed as a calendar app reads it: no bearer token, parsed with ical.js. */
async function feed(url: string): Promise<Map<string, FeedEvent>> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  const iso = (event: ICAL.Component, name: string) =>
    (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
  const events = calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    summary: String(event.getFirstPropertyValue('summary')),
    location: String(event.getFirstPropertyValue('location')),
    description: (event.getFirstPropertyValue('description') as string | null) ?? null,
    start: iso(event, 'dtstart'),
    end: iso(event, 'dtend'),
    status: String(event.getFirstPropertyValue('status')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    stamp: iso(event, 'dtstamp'),
    modified: iso(event, 'last-modified'),
  }));
  return new Map(events.map((e) => [e.uid, e]));
}

const uid = (bookingId: string) => `${bookingId}@therapy-booking`;

/** A free slot of pr_demo at least three days ahead (no approval needed to move a session there). */
async function laterSlot(
  token: string,
  after: string,
): Promise<{ identifier: string; startTime: string; endTime: string }> {
  const [y, m] = dateParts(localDate(server.mock.db.now().getTime(), 'Africa/Lagos'));
  for (const month of [0, 1, 2].map((i) => new Date(Date.UTC(y, m - 1 + i, 1)).toISOString().slice(0, 7))) {
    const res = await call('GET', `/providers-availability/${ids.provider}/timeslot/${month}`, token);
    const slot = (res.body.days as { timeSlot: { identifier: string; startTime: string; endTime: string }[] }[])
      .flatMap((d) => d.timeSlot)
      .find((s) => Date.parse(s.startTime) > Date.parse(after));
    if (slot) return slot;
  }
  throw new Error('no free slot');
}

describe('the calendar subscription', () => {
  it('is off until turned on; then its secret link (on the server’s own origin) serves the feed without a session', async () => {
    const token = await server.login(emails.client);
    expect((await call('GET', '/user/calendar-subscription', token)).body).toEqual({ url: null, createdAt: null });
    const url = await subscribe(token);
    expect(url).toMatch(new RegExp(`^${server.base}/calendar-feed/[\\w-]{43}$`));
    expect((await call('GET', '/user/calendar-subscription', token)).body.url).toBe(url);
    expect(await subscribe(token)).toBe(url);
    const events = await feed(url);
    const far = events.get(uid(bookingIds.confirmedFar))!;
    const booking = (await call('GET', `/booking/${bookingIds.confirmedFar}`, token)).body;
    expect(far).toMatchObject({
      summary: 'Individual Therapy with Dr Amaka Okafor',
      location: 'Online',
      description: null,
      status: 'CONFIRMED',
      sequence: 0,
    });
    expect([far.start, far.end]).toEqual([booking.startTime, booking.endTime]);
    // Unscheduled sessions have no time to show; sessions long past are left out.
    expect(events.has(uid(bookingIds.pendingUnpaid))).toBe(false);
    expect(
      [...events.values()].every((e) => Date.parse(e.end) > server.mock.db.now().getTime() - 31 * 24 * 3_600_000),
    ).toBe(true);
  });

  it('keeps the UID when a session moves: new time, SEQUENCE + 1, DTSTAMP and LAST-MODIFIED moved on; a cancel keeps the event as CANCELLED', async () => {
    const token = await server.login(emails.client);
    const url = await subscribe(token);
    const before = (await feed(url)).get(uid(bookingIds.confirmedFar))!;
    server.mock.db.advanceClock(60_000);
    const slot = await laterSlot(token, before.start);
    expect(
      (
        await call('POST', `/booking/${bookingIds.confirmedFar}/reschedule`, token, {
          body: { timeslotIdentifier: slot.identifier },
        })
      ).status,
    ).toBe(200);
    const moved = (await feed(url)).get(uid(bookingIds.confirmedFar))!;
    expect(moved).toMatchObject({
      start: new Date(slot.startTime).toISOString(),
      end: new Date(slot.endTime).toISOString(),
      status: 'CONFIRMED',
      sequence: before.sequence + 1,
    });
    expect(Date.parse(moved.modified)).toBeGreaterThan(Date.parse(before.modified));
    expect(moved.stamp).toBe(moved.modified);
    // Reading again changes nothing.
    expect((await feed(url)).get(uid(bookingIds.confirmedFar))).toEqual(moved);

    server.mock.db.advanceClock(60_000);
    expect(
      (await call('POST', `/booking/${bookingIds.confirmedFar}/cancel`, token, { body: { note: 'Travelling' } }))
        .status,
    ).toBe(200);
    const cancelled = (await feed(url)).get(uid(bookingIds.confirmedFar))!;
    expect(cancelled).toMatchObject({ start: moved.start, status: 'CANCELLED', sequence: moved.sequence + 1 });
    expect(Date.parse(cancelled.modified)).toBeGreaterThan(Date.parse(moved.modified));
    // The provider's feed lists the same event, as cancelled, with the client's name.
    const providerFeed = await feed(await subscribe(await server.login(emails.provider)));
    expect(providerFeed.get(uid(bookingIds.confirmedFar))).toMatchObject({
      status: 'CANCELLED',
      summary: 'Individual Therapy with Grace Adeyemi',
      sequence: cancelled.sequence,
    });
  });

  it('replaces the secret (the old link answers 404) and turns off (the link answers 404)', async () => {
    const token = await server.login(emails.client);
    const old = await subscribe(token);
    const replaced = await call('POST', '/user/calendar-subscription/replace', token);
    expect(replaced.status).toBe(200);
    expect(replaced.body.url).not.toBe(old);
    const gone = await fetch(old);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { code: string }).code).toBe('NOT_FOUND');
    expect((await fetch(replaced.body.url)).status).toBe(200);
    // A retried replace (same Idempotency-Key) answers the same link and leaves it working.
    const key = { headers: { 'Idempotency-Key': 'calendar-replace-0001' } };
    const once = await call('POST', '/user/calendar-subscription/replace', token, key);
    expect((await call('POST', '/user/calendar-subscription/replace', token, key)).body.url).toBe(once.body.url);
    expect((await fetch(once.body.url)).status).toBe(200);
    replaced.body.url = once.body.url;
    expect((await call('DELETE', '/user/calendar-subscription', token)).status).toBe(200);
    expect((await fetch(replaced.body.url)).status).toBe(404);
    expect((await call('GET', '/user/calendar-subscription', token)).body.url).toBeNull();
    const off = await call('POST', '/user/calendar-subscription/replace', token);
    expect([off.status, off.body.code]).toEqual([409, 'CALENDAR_SUBSCRIPTION_OFF']);
  });

  it('needs a session to manage the link', async () => {
    expect((await fetch(`${server.base}/user/calendar-subscription`)).status).toBe(401);
  });

  it('escapes names with a comma, a semicolon, a backslash and line breaks, and writes German texts for a German link', async () => {
    const client = server.mock.db.state.accounts.find((a) => a.identifier === ids.client)!;
    const name = client.firstName;
    client.firstName = 'Grace, "G"; A\\B\r\nSUMMARY:Injected';
    try {
      const token = await server.login(emails.provider);
      await subscribe(token);
      // The link's language is that of the call that made it: a German replacement writes German texts.
      const replaced = await call('POST', '/user/calendar-subscription/replace', token, {
        headers: { 'X-Language': 'de' },
      });
      const events = await feed(replaced.body.url);
      const event = [...events.values()].find((e) => e.summary.includes('Injected'))!;
      expect(event.summary).toBe('Einzeltherapie mit Grace, "G"; A\\B\nSUMMARY:Injected Adeyemi');
      expect(events.size).toBeGreaterThan(1);
      expect([...events.values()].map((e) => e.location)).toEqual(expect.arrayContaining(['Online', 'Vor Ort']));
    } finally {
      client.firstName = name;
    }
  });
});
