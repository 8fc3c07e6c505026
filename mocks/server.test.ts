// Smoke test of `npm run mock:server` over real HTTP on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, emails } from './data/ids';
import { createMockServer } from './server';

const mock = createMockServer({ origin: 'http://127.0.0.1:5173' });
let base = '';
beforeAll(async () => {
  base = `http://127.0.0.1:${await mock.listen(0)}`;
});
afterAll(() => mock.close());

describe('standalone mock server', () => {
  it('logs the demo client in over HTTP and returns their bookings', async () => {
    const login = await fetch(`${base}/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: emails.client, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const { token } = await login.json();
    const bookings = await fetch(`${base}/booking?page=1`, { headers: { Authorization: `Bearer ${token}` } });
    expect(bookings.status).toBe(200);
    const body = await bookings.json();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((b: { client: { identifier: string } }) => b.client.identifier === 'cl_demo')).toBe(true);
  });

  it('answers CORS preflights and unknown paths with the error body', async () => {
    const preflight = await fetch(`${base}/booking`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-CountryCode');
    const unknown = await fetch(`${base}/nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a locked login answers 429 with a Retry-After the app on another origin may read', async () => {
    const attempt = (password: string) =>
      fetch(`${base}/user/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'locked@example.com', password }),
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong1pass')).status).toBe(401);
    const locked = await attempt('wrong1pass');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });
});
