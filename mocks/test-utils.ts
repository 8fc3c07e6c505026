// Drives the offline backend through its HTTP layer in Vitest (msw/node intercepts fetch to BASE).
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, beforeEach } from 'vitest';
import { DEMO_PASSWORD } from './data/ids';
import { localDate, weekdayOf } from './data/scheduling';
import { Db } from './db';
import { createHandlers } from './handlers';
import { setFaults } from './lib/faults';
import { checkResponse } from './lib/contract-check';
import { at } from './lib/required';
import { listenStrictly } from './test-server';

export { at, required } from './lib/required';

export const BASE = 'http://api.mock';

export interface TestBackend {
  db: Db;
  /** fetch against the mock; `token` adds the bearer header; a plain object body is sent as JSON. */
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any }>;
  login(email: string, password?: string): Promise<string>;
  /**
   * Holds the backend's answers to `GET path` until the returned function is called: a test sees a loading state
   * for as long as it needs, however slow the machine (a timed delay may end before the page has rendered).
   */
  holdGet(path: string): () => void;
}

/**
 * One backend per test file, reset to the seed before each test; every success body is checked against the contract,
 * and a request to a path it does not answer fails the test.
 */
export function setUpTestBackend(): TestBackend {
  let db = new Db();
  const server = setupServer();
  listenStrictly(server);
  beforeEach(() => {
    db = new Db();
    setFaults([]);
    server.resetHandlers(...createHandlers({ db, baseUrl: BASE, checkResponse }));
  });
  afterEach(() => setFaults([]));

  const backend: TestBackend = {
    get db() {
      return db;
    },
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      let body: BodyInit | undefined;
      if (options.body instanceof FormData) body = options.body;
      else if (options.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      const response = await fetch(`${BASE}${path}`, { method, headers, body });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    async login(email, password = DEMO_PASSWORD) {
      const { status, body } = await backend.call('POST', '/user/login', { body: { email, password } });
      if (status !== 200) throw new Error(`login ${email} failed: ${status} ${JSON.stringify(body)}`);
      return body.token as string;
    },
    holdGet(path) {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      // A resolver that returns nothing hands the request on to the backend's own handler.
      server.use(http.get(`${BASE}${path}`, () => released));
      return release;
    },
  };
  return backend;
}

/** The first item of a list the test expects to be non-empty. */
export function first<T>(items: readonly T[]): T {
  return at(items, 0, 'a first item');
}

/**
 * Cancels a provider's sessions that fall on these weekdays (in `timeZone`), except `keep`: new weekly hours must still
 * cover the booked sessions (decision 0040), so a test that reshapes those weekdays freely starts with none there.
 */
export function cancelSessionsOn(
  db: Db,
  providerIdentifier: string,
  timeZone: string,
  weekdays: string[],
  keep?: string,
): void {
  for (const b of db.state.bookings) {
    if (b.provider.identifier !== providerIdentifier || b.identifier === keep || b.startTime === null) continue;
    if (weekdays.includes(weekdayOf(localDate(Date.parse(b.startTime), timeZone)))) b.status = 'cancelled';
  }
}
