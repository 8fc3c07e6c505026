import { describe, expect, it } from 'vitest';
import contract from '../../generated/openapi.json';
import { bookingIds, emails, ids } from '../data/ids';
import { setFaults } from './faults';
import { IDEMPOTENCY_TTL_MS } from './idempotency';
import { BASE, setUpTestBackend } from '../test-utils';

const backend = setUpTestBackend();
const newBooking = {
  providerIdentifier: ids.provider,
  therapyIdentifier: 'th_individual',
  modalityIdentifier: 'md_online',
};

/** A request with its answer's headers (the backend's `call` keeps only status and body). */
async function post(
  path: string,
  { token, key, body }: { token: string; key?: string; body: unknown },
  signal?: AbortSignal,
) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (key) headers['Idempotency-Key'] = key;
  if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers,
    body: body instanceof FormData ? body : JSON.stringify(body),
    signal,
  });
  return {
    status: response.status,
    replayed: response.headers.get('Idempotent-Replayed'),
    body: await response.json(),
  };
}

const bookingCount = () => backend.db.state.bookings.length;

describe('the contract', () => {
  it('declares Idempotency-Key on every call that creates, and only on POSTs', () => {
    const declared: string[] = [];
    const creating: string[] = [];
    for (const [path, item] of Object.entries(contract.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        const params: any[] = op.parameters ?? [];
        if (params.some((p) => p.$ref === '#/components/parameters/IdempotencyKey' || p.name === 'Idempotency-Key'))
          declared.push(`${method.toUpperCase()} ${path}`);
        if (method === 'post' && op.responses?.['201']) creating.push(`POST ${path}`);
      }
    }
    // Every 201 answer creates something; paying creates a payment (200: it may settle at once); replacing the
    // calendar link creates a secret (a retry must not end the link it answered).
    expect(declared.sort()).toEqual(
      [...creating, 'POST /booking/{id}/payment', 'POST /contact', 'POST /user/calendar-subscription/replace'].sort(),
    );
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for a retry: one booking, the same body, marked as replayed', async () => {
    const token = await backend.login(emails.client);
    const before = bookingCount();
    const first = await post('/booking', { token, key: 'key-booking-0001', body: newBooking });
    const retry = await post('/booking', { token, key: 'key-booking-0001', body: newBooking });
    expect(first).toMatchObject({ status: 201, replayed: null });
    expect(retry).toMatchObject({ status: 201, replayed: 'true' });
    expect(retry.body).toEqual(first.body);
    expect(bookingCount()).toBe(before + 1);
  });

  it('creates again for a new key, and without a key as before', async () => {
    const token = await backend.login(emails.client);
    const before = bookingCount();
    await post('/booking', { token, key: 'key-booking-0002', body: newBooking });
    await post('/booking', { token, key: 'key-booking-0003', body: newBooking });
    await post('/booking', { token, body: newBooking });
    await post('/booking', { token, body: newBooking });
    expect(bookingCount()).toBe(before + 4);
  });

  it('refuses the same key for another request (other body, path or caller) with 422', async () => {
    const client = await backend.login(emails.client);
    await post('/booking', { token: client, key: 'key-booking-0004', body: newBooking });
    const before = bookingCount();
    const otherBody = await post('/booking', {
      token: client,
      key: 'key-booking-0004',
      body: { ...newBooking, note: 'changed' },
    });
    expect(otherBody).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    const otherCaller = await post('/booking', {
      token: await backend.login(emails.namelessClient),
      key: 'key-booking-0004',
      body: newBooking,
    });
    expect(otherCaller.status).toBe(422);
    const otherPath = await post('/payment/wallet', {
      token: client,
      key: 'key-booking-0004',
      body: { amount: 50_000 },
    });
    expect(otherPath.status).toBe(422);
    expect(bookingCount()).toBe(before);
  });

  it('answers a retry that arrives while the first is still running with the first one’s answer', async () => {
    const token = await backend.login(emails.client);
    setFaults([{ method: 'POST', path: '/booking', delayMs: 150 }]);
    const before = bookingCount();
    const [a, b] = await Promise.all([
      post('/booking', { token, key: 'key-booking-0005', body: newBooking }),
      post('/booking', { token, key: 'key-booking-0005', body: newBooking }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.identifier).toBe(b.body.identifier);
    expect([a.replayed, b.replayed].sort()).toEqual([null, 'true']);
    expect(bookingCount()).toBe(before + 1);
  });

  it('does not keep failures: a retry after an error runs again', async () => {
    const token = await backend.login(emails.client);
    setFaults([{ method: 'POST', path: '/booking', status: 503 }]);
    const before = bookingCount();
    expect((await post('/booking', { token, key: 'key-booking-0006', body: newBooking })).status).toBe(503);
    setFaults([]);
    const retry = await post('/booking', { token, key: 'key-booking-0006', body: newBooking });
    expect(retry).toMatchObject({ status: 201, replayed: null });
    expect(bookingCount()).toBe(before + 1);
  });

  it('replays an answer that was lost on the way back (fault `applied`): the retry creates nothing', async () => {
    const token = await backend.login(emails.client);
    setFaults([{ method: 'POST', path: '/payment/wallet', status: 502, applied: true }]);
    const payments = backend.db.state.payments.length;
    const lost = await post('/payment/wallet', { token, key: 'key-topup-00001', body: { amount: 50_000 } });
    expect(lost.status).toBe(502);
    expect(backend.db.state.payments.length).toBe(payments + 1);
    setFaults([]);
    const retry = await post('/payment/wallet', { token, key: 'key-topup-00001', body: { amount: 50_000 } });
    expect(retry).toMatchObject({ status: 201, replayed: 'true' });
    expect(retry.body.payment.reference).toBe(backend.db.state.payments.at(-1)?.reference);
    expect(backend.db.state.payments.length).toBe(payments + 1);
  });

  it('compares multipart retries by their fields and files, not by the boundary', async () => {
    const token = await backend.login(emails.provider);
    const form = () => {
      const data = new FormData();
      data.append('bookingIdentifier', bookingIds.completedNoFeedback);
      data.append('title', 'Retried note');
      data.append('body', 'Once only');
      data.append('files', new File(['%PDF-1.4 hello'], 'hello.pdf', { type: 'application/pdf' }));
      return data;
    };
    const notes = backend.db.state.notes.length;
    const first = await post('/note', { token, key: 'key-note-000001', body: form() });
    const retry = await post('/note', { token, key: 'key-note-000001', body: form() });
    expect([first.status, retry.status, retry.replayed]).toEqual([201, 201, 'true']);
    expect(backend.db.state.notes.length).toBe(notes + 1);
  });

  it('forgets keys after 24 hours and after a reset of the demo data', async () => {
    const token = await backend.login(emails.client);
    await post('/booking', { token, key: 'key-booking-0007', body: newBooking });
    backend.db.advanceClock(IDEMPOTENCY_TTL_MS + 60_000);
    const later = await post('/booking', {
      token: await backend.login(emails.client),
      key: 'key-booking-0007',
      body: newBooking,
    });
    expect(later).toMatchObject({ status: 201, replayed: null });
    await fetch(`${BASE}/__mock/reset`, { method: 'POST' });
    const fresh = await backend.login(emails.client);
    await post('/booking', { token: fresh, key: 'key-booking-0008', body: newBooking });
    await fetch(`${BASE}/__mock/reset`, { method: 'POST' });
    const afterReset = await post('/booking', {
      token: await backend.login(emails.client),
      key: 'key-booking-0008',
      body: newBooking,
    });
    expect(afterReset.replayed).toBeNull();
  });

  it('rejects a key shorter than 8 characters with 400', async () => {
    const token = await backend.login(emails.client);
    const before = bookingCount();
    const res = await post('/booking', { token, key: 'short', body: newBooking });
    expect(res).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    expect(bookingCount()).toBe(before);
  });

  it('is ignored on an operation that does not declare it: no replay, no 422', async () => {
    const token = await backend.login(emails.client);
    const first = await post('/user/timezone', {
      token,
      key: 'key-undeclared-01',
      body: { timezone: 'Europe/Berlin' },
    });
    const again = await post('/user/timezone', {
      token,
      key: 'key-undeclared-01',
      body: { timezone: 'Europe/London' },
    });
    const short = await post('/user/timezone', { token, key: 'short', body: { timezone: 'Europe/Paris' } });
    expect([first, again, short].map((r) => [r.status, r.replayed, r.body.timezone])).toEqual([
      [200, null, 'Europe/Berlin'],
      [200, null, 'Europe/London'],
      [200, null, 'Europe/Paris'],
    ]);
  });
});

describe('an aborted request', () => {
  it('changes nothing when the caller gave up while it was on its way', async () => {
    const token = await backend.login(emails.client);
    setFaults([{ method: 'POST', path: '/booking', delayMs: 200 }]);
    const before = bookingCount();
    const controller = new AbortController();
    const sent = post('/booking', { token, key: 'key-booking-0009', body: newBooking }, controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(sent).rejects.toThrow();
    // The caller's retry with the same key waits for the given-up request to finish: a booking made by it would come
    // back replayed. It is made once, by the retry.
    setFaults([]);
    const retry = await post('/booking', { token, key: 'key-booking-0009', body: newBooking });
    expect([retry.status, retry.replayed]).toEqual([201, null]);
    expect(bookingCount()).toBe(before + 1);
  });
});
