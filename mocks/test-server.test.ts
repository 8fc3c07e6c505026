import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { Db } from './db';
import { createHandlers } from './handlers';
import { assertAllHandled, recordUnhandledRequests } from './test-server';
import { expectConsoleError } from '../src/test/console';
import { BASE, setUpTestBackend } from './test-utils';

describe('a request that reaches no handler', () => {
  it('errors, and is reported by method and URL', async () => {
    expectConsoleError(/intercepted a request without a matching request handler/);
    const unhandled = recordUnhandledRequests();
    const server = setupServer(...createHandlers({ db: new Db(), baseUrl: BASE }));
    server.listen({ onUnhandledFrame: unhandled.onUnhandledFrame });
    try {
      expect((await fetch(`${BASE}/region/country`)).status).toBe(200);
      await expect(fetch(`${BASE}/no-such-path?x=1`)).rejects.toThrow(TypeError);
      const reported = unhandled.take();
      expect(reported).toEqual([`GET ${BASE}/no-such-path?x=1`]);
      expect(() => assertAllHandled(reported)).toThrow(`GET ${BASE}/no-such-path?x=1`);
      expect(unhandled.take()).toEqual([]);
    } finally {
      server.close();
    }
  });
});

describe('the test backend', () => {
  const backend = setUpTestBackend();

  it('answers the contract paths', async () => {
    expect((await backend.call('GET', '/region/country')).status).toBe(200);
  });

  it.fails('fails a test that calls an unknown path, even when the test ignores the error', async () => {
    await expect(backend.call('GET', '/no-such-path').catch(() => undefined)).resolves.toBeUndefined();
  });
});
