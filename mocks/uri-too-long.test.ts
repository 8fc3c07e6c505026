// Very long request targets get 414 URI_TOO_LONG (issue 52 item 6), declared for every operation, from the standalone
// server over real HTTP and from the demo worker's way of answering; never a 500 or a failed fetch.
import { describe, expect, it } from 'vitest';
import bundled from '../generated/openapi.json';
import { Db } from './db';
import { createHandlers } from './handlers';
import { answerApiRequest, MAX_REQUEST_TARGET_CHARS } from './lib/request-target';
import { useMockServer } from './server-test-utils';

const standalone = useMockServer();
const API = 'http://localhost:5173/api';
const workerHandlers = createHandlers({ db: new Db(), baseUrl: API });

const backends = [
  {
    name: 'the standalone server',
    send: (target: string, init?: RequestInit) => fetch(standalone.base + target, init),
  },
  {
    name: 'the demo worker',
    send: (target: string, init?: RequestInit) =>
      answerApiRequest(workerHandlers, new Request(API + target, init), API),
  },
];

/** A target of exactly `length` characters: a path, or a short path with a long query. */
const longPath = (length: number) => `/note/${'a'.repeat(length - '/note/'.length)}`;
const longQuery = (length: number) => `/therapists?search=${'b'.repeat(length - '/therapists?search='.length)}`;

describe.each(backends)('very long request targets get 414 (issue 52 item 6): $name', ({ send }) => {
  it.each([8_200, 12_000, 16_000])('a %i-character path or query is 414 URI_TOO_LONG', async (length) => {
    for (const target of [longPath(length), longQuery(length)]) {
      expect(target).toHaveLength(length);
      const get = await send(target);
      expect(get.status, target.slice(0, 20)).toBe(414);
      expect(await get.json()).toEqual({
        message: 'The request URL is longer than 8,000 characters.',
        code: 'URI_TOO_LONG',
      });
    }
    const post = await send(longPath(length), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(414);
  });

  it('a target at the limit is routed as usual (the public therapist search answers, a note needs a session)', async () => {
    expect((await send(longQuery(MAX_REQUEST_TARGET_CHARS))).status).toBe(200);
    expect((await send(longPath(MAX_REQUEST_TARGET_CHARS))).status).toBe(401);
  });
});

describe('414 in the contract', () => {
  it('is declared for every operation, as the common UriTooLong response', () => {
    const operations = Object.values(bundled.paths as Record<string, Record<string, { responses: object }>>).flatMap(
      (item) => Object.values(item),
    );
    expect(operations.length).toBeGreaterThan(100);
    for (const op of operations) expect(op.responses).toHaveProperty('414');
  });

  it('the standalone server answers a request line beyond Node’s 16 KB header limit with 414 too', async () => {
    const res = await fetch(`${standalone.base}${longPath(20_000)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toMatchObject({ code: 'URI_TOO_LONG' });
  });
});
