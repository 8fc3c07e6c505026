import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { beforeEach, describe, expect, it } from 'vitest';
import { listenStrictly } from '../../mocks/test-server';
import { apiClient, configureApiClient, REQUEST_TIMEOUT_MS, withRequestSignal } from './api-client';
import { ApiError, isAborted, isNetworkFailure } from './errors';

// Requests without an answer: the timeout, offline, a failed connection, and aborts. Each says so and changes nothing.
const received: Request[] = [];
let serverSawAbort = false;
const server = setupServer(
  http.all('http://net.test/*', async ({ request }) => {
    received.push(request);
    const url = new URL(request.url);
    if (url.pathname === '/down') return HttpResponse.error();
    const wait = Number(url.searchParams.get('delay') ?? 0);
    request.signal.addEventListener('abort', () => (serverSawAbort = true));
    await delay(wait);
    return HttpResponse.json({ ok: true });
  }),
);
listenStrictly(server);

let offline = false;
beforeEach(() => {
  received.length = 0;
  serverSawAbort = false;
  offline = false;
  configureApiClient({
    baseUrl: 'http://net.test',
    getToken: () => null,
    isTokenExpired: () => false,
    timeoutMs: 1_000,
    isOffline: () => offline,
  });
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

describe('every request has a timeout', () => {
  it('is 20 seconds in the app', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
  });

  it('gives up after the timeout, aborts the request and says so', async () => {
    const started = Date.now();
    const error = await failure(apiClient('/slow?delay=3000', { method: 'POST', body: '{}' }));
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(error).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: 'The server did not answer within 1 second. Please try again.',
    });
    expect(isNetworkFailure(error)).toBe(true);
    await expect.poll(() => serverSawAbort).toBe(true);
  });

  it('answers within the timeout as usual', async () => {
    expect(await apiClient('/quick?delay=100', { method: 'GET' })).toEqual({ ok: true });
  });
});

describe('offline and failed connections', () => {
  it('sends nothing while the browser is offline and says so', async () => {
    offline = true;
    const error = await failure(apiClient('/booking', { method: 'POST', body: '{}' }));
    expect(error).toMatchObject({
      status: 0,
      code: 'OFFLINE',
      message: 'You are offline. Nothing was sent: check your connection and try again.',
    });
    expect(received).toHaveLength(0);
  });

  it('says the server could not be reached when the connection fails', async () => {
    const error = await failure(apiClient('/down', { method: 'GET' }));
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'The server could not be reached. Please try again.',
    });
  });
});

describe('aborts', () => {
  it('aborts a request started under withRequestSignal when that signal aborts (a closed dialog)', async () => {
    const controller = new AbortController();
    const sent = withRequestSignal(controller.signal, () =>
      apiClient('/slow?delay=3000', { method: 'POST', body: '{}' }),
    );
    setTimeout(() => controller.abort(), 50);
    const error = await failure(sent);
    expect(isAborted(error)).toBe(true);
    await expect.poll(() => serverSawAbort).toBe(true);
  });

  it('leaves requests started outside it alone', async () => {
    const controller = new AbortController();
    withRequestSignal(controller.signal, () => undefined);
    const sent = apiClient('/quick?delay=100', { method: 'GET' });
    controller.abort();
    expect(await sent).toEqual({ ok: true });
  });

  it('reports a query’s own abort as aborted, not as a failure to show', async () => {
    const controller = new AbortController();
    const sent = apiClient('/slow?delay=3000', { method: 'GET', signal: controller.signal });
    controller.abort();
    expect(isAborted(await failure(sent))).toBe(true);
  });
});
