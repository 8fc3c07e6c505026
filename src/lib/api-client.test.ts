import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenStrictly } from '../../mocks/test-server';
import { first } from '../../mocks/test-utils';
import { apiClient, configureApiClient, retryAfterSeconds } from './api-client';
import { ApiError, errorMessage, isUnauthorized } from './errors';

const received: Request[] = [];
const receivedForms: FormData[] = [];
const server = setupServer(
  http.all('http://api.test/*', async ({ request }) => {
    received.push(request);
    if (request.headers.get('content-type')?.startsWith('multipart/'))
      receivedForms.push(await request.clone().formData());
    const url = new URL(request.url);
    const status = Number(url.searchParams.get('status') ?? 200);
    const body = url.searchParams.get('body');
    if (body === 'empty') return new HttpResponse(null, { status });
    return HttpResponse.json(body ? JSON.parse(body) : { ok: true }, { status });
  }),
);

const onUnauthorized = vi.fn();
listenStrictly(server);
beforeEach(() => {
  received.length = 0;
  receivedForms.length = 0;
  onUnauthorized.mockReset();
  configureApiClient({
    baseUrl: 'http://api.test',
    getToken: () => null,
    isTokenExpired: () => false,
    getRequestContext: () => ({}),
    onUnauthorized,
    genericErrorMessage: () => 'Something went wrong',
  });
});
afterEach(() => server.resetHandlers());

const failWith = (status: number, body: unknown) =>
  apiClient(`/x?status=${status}&body=${encodeURIComponent(JSON.stringify(body))}`, { method: 'GET' });

describe('request headers', () => {
  it('sends the bearer token and the four context headers when known', async () => {
    configureApiClient({
      getToken: () => 'tok-123',
      getRequestContext: () => ({
        originDomain: 'app.example.com',
        language: 'de',
        locale: 'de-DE',
        countryCode: 'GB',
      }),
    });
    await apiClient('/booking', { method: 'GET' });
    const headers = first(received).headers;
    expect(headers.get('authorization')).toBe('Bearer tok-123');
    expect(headers.get('x-origin-domain')).toBe('app.example.com');
    expect(headers.get('x-language')).toBe('de');
    expect(headers.get('x-locale')).toBe('de-DE');
    expect(headers.get('x-countrycode')).toBe('GB');
  });

  it('leaves out the token and unknown headers', async () => {
    configureApiClient({ getRequestContext: () => ({ language: 'en' }) });
    await apiClient('/booking', { method: 'GET' });
    const headers = first(received).headers;
    expect(headers.has('authorization')).toBe(false);
    expect(headers.get('x-language')).toBe('en');
    expect(headers.has('x-locale')).toBe(false);
    expect(headers.has('x-countrycode')).toBe(false);
    expect(headers.has('x-origin-domain')).toBe(false);
  });
});

describe('bodies', () => {
  it('sends JSON with its content type and returns the parsed body', async () => {
    const result = await apiClient<{ ok: boolean }>('/booking', {
      method: 'POST',
      body: JSON.stringify({ note: 'hi' }),
    });
    expect(result).toEqual({ ok: true });
    expect(first(received).headers.get('content-type')).toBe('application/json');
    expect(await first(received).clone().json()).toEqual({ note: 'hi' });
  });

  it('sends multipart form data with its own boundary', async () => {
    const form = new FormData();
    form.append('title', 'Session 1');
    form.append('files', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    await apiClient('/note', { method: 'POST', body: form, headers: { 'Content-Type': 'multipart/form-data' } });
    expect(first(received).headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = first(receivedForms);
    expect(sent.get('title')).toBe('Session 1');
    expect(await (sent.get('files') as File).text()).toBe('hello');
  });

  it('returns undefined for a 204 No Content', async () => {
    expect(await apiClient('/x?body=empty&status=204', { method: 'DELETE' })).toBeUndefined();
  });
});

describe('error normalization (the error catalogue)', () => {
  it('joins an errors array with ", "', async () => {
    await expect(
      failWith(400, { errors: ['note is too long', 'slot is required'], message: 'Bad' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'note is too long, slot is required',
    });
  });

  it('shows a non-array errors as is', async () => {
    await expect(failWith(422, { errors: 'Slot taken', message: 'Bad' })).rejects.toMatchObject({
      message: 'Slot taken',
    });
  });

  it('falls back to the message, then to the generic message', async () => {
    await expect(failWith(409, { message: 'Rescheduling limit reached.' })).rejects.toMatchObject({
      message: 'Rescheduling limit reached.',
    });
    await expect(failWith(500, {})).rejects.toMatchObject({ message: 'Something went wrong' });
    await expect(apiClient('/x?status=503&body=empty', { method: 'GET' })).rejects.toMatchObject({
      status: 503,
      message: 'Something went wrong',
    });
  });

  it('throws one typed error carrying status, code and body', async () => {
    const error = await failWith(409, { message: 'Taken', code: 'SLOT_UNAVAILABLE' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'SLOT_UNAVAILABLE',
      body: { message: 'Taken', code: 'SLOT_UNAVAILABLE' },
    });
    expect((error as ApiError).serverMessage).toBe('Taken');
  });

  it('recognises a 401 UNAUTHORIZED_ACCESS and reports it once', async () => {
    const error = await failWith(401, { message: 'Unauthorized', code: 'UNAUTHORIZED_ACCESS' }).catch(
      (e: unknown) => e,
    );
    expect(isUnauthorized(error)).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not treat other 401s or other codes as a forced logout', async () => {
    const wrongPassword = await failWith(401, { message: 'Invalid credentials' }).catch((e: unknown) => e);
    expect(isUnauthorized(wrongPassword)).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('treats an expired token as a 401 without calling the server', async () => {
    configureApiClient({ getToken: () => 'old', isTokenExpired: () => true });
    const error = await apiClient('/booking', { method: 'GET' }).catch((e: unknown) => e);
    expect(isUnauthorized(error)).toBe(true);
    expect(received).toHaveLength(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('errorMessage', () => {
  it('follows the catalogue order', () => {
    expect(errorMessage({ errors: ['a', 'b'] })).toBe('a, b');
    expect(errorMessage({ errors: 'plain' })).toBe('plain');
    expect(errorMessage({ errors: { email: 'Already taken', name: ['Too long'] } })).toBe('Already taken, Too long');
    expect(errorMessage({ errors: {}, message: 'm' })).toBe('m');
    expect(errorMessage({ errors: [], message: 'm' })).toBe('m');
    expect(errorMessage({ message: 'm' })).toBe('m');
    expect(errorMessage({})).toBeUndefined();
    expect(errorMessage(undefined)).toBeUndefined();
  });
});

describe('too many attempts (429)', () => {
  it("reads as the catalogue's translated message with the wait from Retry-After, not the server's text", async () => {
    server.use(
      http.post('http://api.test/user/login', () =>
        HttpResponse.json(
          { message: 'Too many attempts. Please try again later.', code: 'TOO_MANY_ATTEMPTS' },
          { status: 429, headers: { 'Retry-After': '541' } },
        ),
      ),
    );
    const error = await apiClient('/user/login', { method: 'POST', body: '{}' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts. Please try again in 10 minutes.',
    });
  });

  it('says "later" without a Retry-After, and reads an HTTP date', async () => {
    const error = await failWith(429, { message: 'slow down' }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('Too many attempts. Please try again later.');
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds(new Date(Date.UTC(2026, 0, 1, 0, 1)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(60);
    expect(retryAfterSeconds('soon')).toBeNull();
  });
});
