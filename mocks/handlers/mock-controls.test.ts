// The mock-only controls that tests and the dev menu use: the whole state (read, replace) and a reset to a data set.
// (The revision only moves with a storage, as in the demo's worker: e2e/shared-backend.ts relies on it there.)
import { describe, expect, it } from 'vitest';
import { STATE_VERSION } from '../db';
import { setUpTestBackend } from '../test-utils';

const backend = setUpTestBackend();

describe('/__mock/state', () => {
  it('gives the whole state as the backend holds it now', async () => {
    const before = await backend.call('GET', '/__mock/state');
    expect(before.status).toBe(200);
    expect(before.body.state.version).toBe(STATE_VERSION);
    expect(before.body.state.bookings.length).toBeGreaterThan(0);
    await backend.login('client@example.com');
    const after = await backend.call('GET', '/__mock/state');
    expect(after.body.state.tokens.length).toBe(before.body.state.tokens.length + 1);
  });

  it('PUT replaces the state, which the next call answers from', async () => {
    const { state } = (await backend.call('GET', '/__mock/state')).body;
    const bookings = state.bookings.slice(0, 1);
    const put = await backend.call('PUT', '/__mock/state', { body: { state: { ...state, bookings } } });
    expect(put.status).toBe(200);
    expect(backend.db.state.bookings).toHaveLength(1);
  });

  it('refuses a state of another version or shape, changing nothing', async () => {
    const { state } = (await backend.call('GET', '/__mock/state')).body;
    const count = backend.db.state.bookings.length;
    expect(
      (
        await backend.call('PUT', '/__mock/state', {
          body: { state: { ...state, version: STATE_VERSION - 1, bookings: [] } },
        })
      ).status,
    ).toBe(400);
    expect((await backend.call('PUT', '/__mock/state', { body: { bookings: [] } })).status).toBe(400);
    expect(backend.db.state.bookings).toHaveLength(count);
  });

  it('takes the large data set’s state, whose slices hold the same kinds of records as the seed’s', async () => {
    await backend.call('POST', '/__mock/reset?dataSet=large');
    const { state } = (await backend.call('GET', '/__mock/state')).body;
    await backend.call('POST', '/__mock/reset');
    expect((await backend.call('PUT', '/__mock/state', { body: { state } })).status).toBe(200);
    expect(backend.db.dataSet).toBe('large');
  });
});

describe('POST /__mock/reset', () => {
  it('restores the default seed, or the large data set with ?dataSet=large', async () => {
    await backend.call('POST', '/__mock/reset?dataSet=large');
    expect(backend.db.dataSet).toBe('large');
    await backend.call('POST', '/__mock/reset');
    expect(backend.db.dataSet).toBe('default');
  });
});

describe('a bad % escape in a path parameter', () => {
  it('answers 400 MALFORMED_PATH in the in-browser backend too, not 500', async () => {
    const token = await backend.login('provider@example.com');
    const response = await backend.call('GET', '/note/%zz', { token });
    expect(response).toEqual({
      status: 400,
      body: { message: 'The request path has a malformed % escape.', code: 'MALFORMED_PATH' },
    });
  });
});
