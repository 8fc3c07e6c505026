// `npm run mock:server` over real HTTP: a malformed path, a state without data, and another origin's page asking for
// the mock-only controls (decision 0003).
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { emails } from './data/ids';
import { useMockServer } from './server-test-utils';

const server = useMockServer();
const login = (email: string) => server.login(email);

describe('a bad % escape in a path', () => {
  it.each(['/note/%zz', '/booking/%E0%A4%A/details', '/%'])(
    'answers %s with 400 MALFORMED_PATH, not 500',
    async (path) => {
      const response = await fetch(`${server.base}${path}`, {
        headers: { Authorization: `Bearer ${await login(emails.provider)}` },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'The request path has a malformed % escape.',
        code: 'MALFORMED_PATH',
      });
    },
  );
});

describe('PUT /__mock/state with a state without data', () => {
  const put = (body: unknown) =>
    fetch(`${server.base}/__mock/state`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('is refused with 400 naming the missing slices, and every call goes on answering from the old state', async () => {
    const { state } = (await (await fetch(`${server.base}/__mock/state`)).json()) as { state: Record<string, unknown> };
    const response = await put({ state: { version: state.version, seededAt: state.seededAt } });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { code: string; errors: string[] };
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.errors).toContain('state.accounts: must be a list');
    expect(error.errors).toContain('state.bookings: must be a list');

    const token = await login(emails.client);
    const bookings = await fetch(`${server.base}/booking`, { headers: { Authorization: `Bearer ${token}` } });
    expect(bookings.status).toBe(200);
  });

  it('refuses slices of the wrong kind, items that are not records and unknown slices, keeping the old state', async () => {
    const { state } = (await (await fetch(`${server.base}/__mock/state`)).json()) as {
      state: Record<string, unknown[]>;
    };
    const accounts = state.accounts!;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...state, bookings: {} }, 'state.bookings: must be a list'],
      [{ ...state, accounts: [...accounts, 'x'] }, `state.accounts.${accounts.length}: must be an object`],
      [
        { ...state, accounts: [{ ...(accounts[0] as object), identifier: undefined }] },
        'state.accounts.0.identifier: is missing',
      ],
      [
        { ...state, accounts: [{ ...(accounts[0] as object), identifier: 7 }] },
        'state.accounts.0.identifier: has the wrong kind',
      ],
      [{ ...state, surprise: [] }, 'state: unknown slices surprise'],
      [{ ...state, seededAt: 'yesterday' }, 'state.seededAt: must be a date-time'],
    ];
    for (const [candidate, problem] of cases) {
      const response = await put({ state: candidate });
      expect(response.status, problem).toBe(400);
      expect(((await response.json()) as { errors: string[] }).errors).toContain(problem);
    }
    expect(await login(emails.client)).toBeTruthy();
  });

  it('still takes a whole state as GET gave it', async () => {
    const { state } = (await (await fetch(`${server.base}/__mock/state`)).json()) as { state: unknown };
    expect((await put({ state })).status).toBe(200);
  });
});

describe('/__mock/state from another origin', () => {
  it('answers no CORS headers and refuses a request another origin sent, so its page can read no token', async () => {
    await login(emails.client);
    const response = await fetch(`${server.base}/__mock/state`, { headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      message: 'The mock controls answer only same-origin requests on this machine.',
      code: 'CROSS_ORIGIN_REFUSED',
    });
  });

  it('refuses the preflight of a cross-origin PUT, and a cross-site fetch, whatever the spelling of the path', async () => {
    const preflight = await fetch(`${server.base}/__mock/state`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'PUT' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    for (const path of ['/__mock/state', '/%5F_mock/state', '/x/../__mock/outbox']) {
      const response = await fetch(`${server.base}${path}`, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
      expect(response.status, path).toBe(403);
    }
    const reset = await fetch(`${server.base}/__mock/reset`, { method: 'POST', headers: { Origin: 'null' } });
    expect(reset.status).toBe(403);
  });

  it('refuses a host name that is not loopback (a rebound DNS name)', async () => {
    // fetch may not set Host; node:http may.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.get(
        `${server.base}/__mock/state`,
        { headers: { Host: `evil.example:${new URL(server.base).port}` } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      request.on('error', reject);
    });
    expect(status).toBe(403);
  });

  it('answers this machine’s own tools and same-origin pages', async () => {
    expect((await fetch(`${server.base}/__mock/state`)).status).toBe(200);
    expect(
      (
        await fetch(`${server.base}/__mock/state`, {
          headers: { Origin: server.base, 'Sec-Fetch-Site': 'same-origin' },
        })
      ).status,
    ).toBe(200);
  });

  it('keeps CORS for the API itself', async () => {
    const response = await fetch(`${server.base}/region/languages`, { headers: { Origin: 'http://127.0.0.1:5173' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  });
});
