import fs from 'node:fs';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listenStrictly } from '../../mocks/test-server';
import { apiClient, configureApiClient } from './api-client';
import { ApiError } from './errors';

// Answers that are not the JSON the contract declares: a proxy's HTML error page, a captive portal's 200 page.
const PROXY_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>';

const server = setupServer(
  http.all('http://api.test/*', ({ request }) => {
    const url = new URL(request.url);
    const status = Number(url.searchParams.get('status') ?? 200);
    const type = url.searchParams.get('type');
    return new HttpResponse(url.searchParams.get('text') ?? '', {
      status,
      headers: type ? { 'Content-Type': type } : {},
    });
  }),
);
listenStrictly(server);

const onUnauthorized = vi.fn();
beforeEach(() => {
  onUnauthorized.mockReset();
  configureApiClient({
    baseUrl: 'http://api.test',
    getToken: () => null,
    isTokenExpired: () => false,
    getRequestContext: () => ({}),
    onUnauthorized,
    genericErrorMessage: () => 'Something went wrong',
    invalidResponseMessage: () => 'The answer could not be read',
  });
});

const answer = (status: number, text: string, type?: string) =>
  apiClient(`/x?${new URLSearchParams({ status: String(status), text, ...(type ? { type } : {}) })}`, {
    method: 'POST',
  });
const failure = (status: number, text: string, type?: string) =>
  answer(status, text, type).then(
    () => null,
    (e: unknown) => e as ApiError,
  );

describe('answers that are not JSON are not trusted', () => {
  it('a 502 proxy page gives the generic message, never the page’s text', async () => {
    const error = await failure(502, PROXY_PAGE, 'text/html');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: 'Something went wrong', code: undefined, body: undefined });
    expect(error?.message).not.toContain('<');
  });

  it('a JSON-looking error body under another type, or broken JSON, is not read either', async () => {
    expect(await failure(400, JSON.stringify({ message: 'Looks like JSON' }), 'text/plain')).toMatchObject({
      message: 'Something went wrong',
    });
    expect(await failure(400, '{"message": "cut', 'application/json')).toMatchObject({
      message: 'Something went wrong',
    });
  });

  it('a 401 HTML page is no forced logout', async () => {
    expect(await failure(401, '<html>Unauthorized</html>', 'text/html')).toMatchObject({
      status: 401,
      code: undefined,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 200 HTML page is a failure (INVALID_RESPONSE), not a success', async () => {
    const error = await failure(
      200,
      '<html><body>Welcome to the hotel Wi-Fi</body></html>',
      'text/html; charset=utf-8',
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE', message: 'The answer could not be read' });
  });

  it('an empty 200, JSON without its type and broken JSON are failures too; 204 is fine', async () => {
    expect(await failure(200, '')).toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(await failure(200, '{"ok":true}')).toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(await failure(201, '{"ok":', 'application/json')).toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(await answer(204, '')).toBeUndefined();
  });

  it('parses application/json with parameters and +json types', async () => {
    expect(await answer(200, '{"ok":true}', 'application/json; charset=utf-8')).toEqual({ ok: true });
    expect(await answer(201, '{"ok":1}', 'application/vnd.api+json')).toEqual({ ok: 1 });
    expect(
      await failure(409, '{"message":"Taken","code":"SLOT_UNAVAILABLE"}', 'application/problem+json'),
    ).toMatchObject({ message: 'Taken', code: 'SLOT_UNAVAILABLE' });
  });
});

describe('the contract', () => {
  it('declares a JSON body for every success answer but 204 and file downloads (what the API client relies on)', () => {
    const doc = JSON.parse(fs.readFileSync('generated/openapi.json', 'utf8')) as {
      paths: Record<
        string,
        Record<string, { responses?: Record<string, { $ref?: string; content?: Record<string, unknown> }> }>
      >;
      components?: { responses?: Record<string, { content?: Record<string, unknown> }> };
    };
    const without: string[] = [];
    // A file's bytes are followed by their `url` (an <img>, a link, the PDF preview), never read through the client;
    // the calendar feed is read by calendar apps.
    const downloads = ['/files/{id}', '/calendar-feed/{secret}'];
    for (const path of downloads) expect(doc.paths[path], path).toBeDefined();
    const callers = fs
      .readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter(
        (file) =>
          /\.tsx?$/.test(file) &&
          fs.readFileSync(`src/${file}`, 'utf8').match(/from '[./]*generated\/api\/(files|calendar-feed)\//),
      );
    expect(callers).toEqual([]);
    for (const [path, item] of Object.entries(doc.paths)) {
      if (downloads.includes(path)) continue;
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (!status.startsWith('2') || status === '204') continue;
          const resolved = response.$ref ? doc.components?.responses?.[response.$ref.split('/').pop()!] : response;
          if (!Object.keys(resolved?.content ?? {}).some((type) => /^application\/([\w.-]+\+)?json$/.test(type)))
            without.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(without).toEqual([]);
  });
});
