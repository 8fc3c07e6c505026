// The standalone mock server over real HTTP: the Idempotency-Key passes CORS and is honoured, and a client that
// hangs up during a latency changes nothing (decisions 0001, 0024).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, emails, ids } from './data/ids';
import { setFaults } from './lib/faults';
import { createMockServer } from './server';

const mock = createMockServer({ origin: 'http://127.0.0.1:5173' });
let base = '';
let token = '';
beforeAll(async () => {
  base = `http://127.0.0.1:${await mock.listen(0)}`;
  const login = await fetch(`${base}/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: emails.client, password: DEMO_PASSWORD }),
  });
  token = ((await login.json()) as { token: string }).token;
});
afterAll(async () => {
  setFaults([]);
  await mock.close();
});

const booking = JSON.stringify({
  providerIdentifier: ids.provider,
  therapyIdentifier: 'th_individual',
  modalityIdentifier: 'md_online',
});
const createBooking = (key: string) =>
  fetch(`${base}/booking`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
    body: booking,
  });

describe('standalone mock server: idempotency and aborts', () => {
  it('lets the header through CORS and shows the replay marker to the app', async () => {
    const preflight = await fetch(`${base}/booking`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173' },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    const before = mock.db.state.bookings.length;
    const first = await createBooking('http-key-0001');
    const retry = await createBooking('http-key-0001');
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.headers.get('access-control-expose-headers')).toContain('Idempotent-Replayed');
    expect(((await retry.json()) as { identifier: string }).identifier).toBe(
      ((await first.json()) as { identifier: string }).identifier,
    );
    expect(mock.db.state.bookings.length).toBe(before + 1);
  });

  it('changes nothing for a client that hung up while the request waited', async () => {
    setFaults([{ method: 'POST', path: '/booking', delayMs: 300 }]);
    const before = mock.db.state.bookings.length;
    await new Promise<void>((resolve) => {
      const request = http.request(`${base}/booking`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': 'http-key-0002',
        },
      });
      request.on('error', () => resolve());
      request.end(booking, () =>
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 50),
      );
    });
    // The client's retry with the same key waits for the hung-up request to finish: a booking made by it would come
    // back replayed. It is made once, by the retry.
    setFaults([]);
    const retry = await createBooking('http-key-0002');
    expect([retry.status, retry.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(mock.db.state.bookings.length).toBe(before + 1);
  });
});
