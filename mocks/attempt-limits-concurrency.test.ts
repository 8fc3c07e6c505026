// Attempt limits hold under concurrency (issue 52 item 5): 30 guesses sent at once are each counted, on the standalone
// server (no queue: requests interleave at every await) and on the demo worker's handlers (changes run one after
// another in the worker's queue, `exclusive`).
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, emails } from './data/ids';
import { Db, type StateStorage } from './db';
import { createHandlers } from './handlers';
import { ATTEMPT_LIMIT } from './lib/attempts';
import { useMockServer } from './server-test-utils';

const PARALLEL = 30;
const standalone = useMockServer();

/** The worker's storage as far as ordering goes: memory, and one change at a time (worker/idb-state.ts). */
function queuedStorage(): StateStorage {
  const parts = new Map<string, string>();
  let queue: Promise<unknown> = Promise.resolve();
  return {
    read: (part) => parts.get(part) ?? null,
    write: (part, value) => void parts.set(part, value),
    saved: () => {},
    exclusive: <T>(work: () => Promise<T>) => {
      const run = queue.then(work);
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

/** The demo worker's way of answering: msw's `getResponse` over the handlers (worker/backend.ts). */
const WORKER_BASE = 'http://worker.mock';
const workerHandlers = createHandlers({ db: new Db({ storage: queuedStorage() }), baseUrl: WORKER_BASE });
const inWorker = async (request: Request) => (await getResponse(workerHandlers, request)) ?? Response.error();

const backends = [
  { name: 'the standalone server', base: () => standalone.base, send: fetch },
  { name: 'the demo worker', base: () => WORKER_BASE, send: inWorker },
];

/** How many answers had each status. */
async function statuses(responses: Promise<Response>[]): Promise<Record<number, number>> {
  const counts: Record<number, number> = {};
  for (const response of await Promise.all(responses)) counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
}

describe.each(backends)('attempt limits hold under concurrency (issue 52 item 5): $name', ({ base, send }) => {
  const post = (path: string, body: unknown, token?: string, method = 'POST') =>
    send(
      new Request(`${base()}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }),
    );

  it(`counts each of ${PARALLEL} parallel wrong logins: 5 are checked, the rest 429`, async () => {
    const email = 'parallel.guesses@example.com';
    const guesses = Array.from({ length: PARALLEL }, (_, i) =>
      post('/user/login', { email, password: `wrong${i}pass` }),
    );
    expect(await statuses(guesses)).toEqual({ 401: ATTEMPT_LIMIT, 429: PARALLEL - ATTEMPT_LIMIT });
  });

  it(`after 4 wrong logins, ${PARALLEL} parallel ones let one more through, and the right password then waits`, async () => {
    const email = emails.provider;
    for (let i = 0; i < ATTEMPT_LIMIT - 1; i++)
      expect((await post('/user/login', { email, password: 'wrong1pass' })).status).toBe(401);
    const guesses = Array.from({ length: PARALLEL }, (_, i) =>
      post('/user/login', { email, password: `wrong${i}pass` }),
    );
    expect(await statuses(guesses)).toEqual({ 401: 1, 429: PARALLEL - 1 });
    expect((await post('/user/login', { email, password: DEMO_PASSWORD })).status).toBe(429);
  });

  it(`counts each of ${PARALLEL} parallel wrong passwords of a signed-in account (deletion): the account stays`, async () => {
    const signIn = await post('/user/login', { email: emails.client, password: DEMO_PASSWORD });
    const { token } = (await signIn.json()) as { token: string };
    const guesses = Array.from({ length: PARALLEL }, (_, i) =>
      post('/user/profile/delete-account', { password: `wrong${i}pass` }, token, 'DELETE'),
    );
    expect(await statuses(guesses)).toEqual({ 400: ATTEMPT_LIMIT, 429: PARALLEL - ATTEMPT_LIMIT });
    const right = await post('/user/profile/delete-account', { password: DEMO_PASSWORD }, token, 'DELETE');
    expect(right.status).toBe(429);
    expect(
      (await send(new Request(`${base()}/user/info`, { headers: { Authorization: `Bearer ${token}` } }))).status,
    ).toBe(200);
  });
});
