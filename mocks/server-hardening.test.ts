// `npm run mock:server` under hostile input, over real HTTP on loopback: it answers every malformed request with the
// contract's error body and keeps running.
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import bundled from '../generated/openapi.json';
import { DEMO_PASSWORD, emails } from './data/ids';
import { MAX_MULTIPART_BYTES, MAX_OTHER_BODY_BYTES } from './lib/node-http';
import { createMockServer } from './server';

const mock = createMockServer({ origin: 'http://127.0.0.1:5173' });
let port = 0;
let base = '';
beforeAll(async () => {
  port = await mock.listen(0);
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => mock.close());
afterEach(async () => {
  await fetch(`${base}/__mock/faults`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: '{"faults":[]}',
  });
});

/** Sends raw bytes and returns what came back before the server closed or went quiet. */
function raw(text: string | Buffer, waitMs = 1500): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const done = () => {
      socket.destroy();
      resolve(received);
    };
    socket.on('data', (d) => (received += d.toString('utf8')));
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', (e) => (received ? done() : reject(e)));
    socket.setTimeout(waitMs, done);
    socket.write(text);
  });
}

const statusOf = (response: string) => Number(response.match(/^HTTP\/1\.1 (\d{3})/)?.[1]);
const jsonOf = (response: string) =>
  JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as { message: string; code: string };

async function stillServing() {
  const response = await fetch(`${base}/region/languages`);
  expect(response.status).toBe(200);
}

async function login(email: string) {
  const res = await fetch(`${base}/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

describe('request lines and methods', () => {
  it.each(['TRACE', 'PATCH', 'HEAD', 'PROPFIND', 'MKCOL'])('answers %s with 405 and the error body', async (method) => {
    const response = await raw(`${method} /booking HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(statusOf(response)).toBe(405);
    expect(response).toMatch(/\r\nallow: GET, POST, PUT, DELETE, OPTIONS\r\n/i);
    // A HEAD answer has no body.
    const body =
      method === 'HEAD' ? undefined : { message: `Method ${method} is not allowed.`, code: 'METHOD_NOT_ALLOWED' };
    expect(method === 'HEAD' ? undefined : jsonOf(response)).toEqual(body);
    await stillServing();
  });

  it('answers CONNECT with 405 and the error body', async () => {
    const response = await raw('CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n');
    expect(statusOf(response)).toBe(405);
    expect(jsonOf(response).code).toBe('METHOD_NOT_ALLOWED');
    await stillServing();
  });

  it.each([
    ['an absolute URL', 'GET http://evil.example/booking HTTP/1.1'],
    ['an absolute URL of this server', `GET http://127.0.0.1:0/region/languages HTTP/1.1`],
    ['an asterisk', 'OPTIONS * HTTP/1.1'],
    ['a protocol-relative target', 'GET //evil.example/x HTTP/1.1'],
  ])('answers %s in the request line with 400', async (_, line) => {
    const response = await raw(`${line}\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(statusOf(response)).toBe(400);
    expect(jsonOf(response)).toEqual({
      message: 'The request target must be a path starting with /.',
      code: 'BAD_REQUEST_TARGET',
    });
    await stillServing();
  });

  it.each([
    ['a garbage request line', 'NOT A REQUEST\r\n\r\n'],
    ['a method the parser does not know', 'TRACK / HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost x\r\n\r\n'],
    ['a bad Content-Length', 'POST /user/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'],
  ])('answers %s with 400 and the error body', async (_, text) => {
    const response = await raw(text);
    expect(statusOf(response)).toBe(400);
    expect(jsonOf(response)).toEqual({ message: 'The request could not be read.', code: 'MALFORMED_REQUEST' });
    await stillServing();
  });

  it('answers headers over the parser limit with 431', async () => {
    const response = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(statusOf(response)).toBe(431);
    expect(jsonOf(response).code).toBe('HEADERS_TOO_LARGE');
    await stillServing();
  });
});

describe('body limits', () => {
  it('refuses a JSON body over the cap, announced or streamed', async () => {
    const big = JSON.stringify({ email: 'a'.repeat(MAX_OTHER_BODY_BYTES), password: 'x' });
    const declared = await fetch(`${base}/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      message: 'The request body is larger than 1 MB.',
      code: 'PAYLOAD_TOO_LARGE',
    });

    const chunked = await raw(
      `POST /user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n` +
        `${(MAX_OTHER_BODY_BYTES + 10).toString(16)}\r\n${'a'.repeat(MAX_OTHER_BODY_BYTES + 10)}\r\n0\r\n\r\n`,
    );
    expect(statusOf(chunked)).toBe(413);
    expect(jsonOf(chunked).code).toBe('PAYLOAD_TOO_LARGE');
    await stillServing();
  });

  it('refuses a multipart body announced over the total cap before reading it', async () => {
    const response = await raw(
      `POST /client/profile-picture HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${MAX_MULTIPART_BYTES + 1}\r\n\r\n--b\r\n`,
    );
    expect(statusOf(response)).toBe(413);
    expect(jsonOf(response)).toEqual({ message: 'The request body is larger than 50 MB.', code: 'PAYLOAD_TOO_LARGE' });
    await stillServing();
  });

  it('refuses a file over 10 MB inside an allowed request (the spec’s limit per file)', async () => {
    const token = await login(emails.client);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    const response = await fetch(`${base}/client/profile-picture`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toContain('file: File size should not exceed 10MB.');
  });
});

describe('fault rules', () => {
  const put = (body: string) =>
    fetch(`${base}/__mock/faults`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body });

  it.each([
    ['not JSON', '{faults:', 'body: not valid JSON'],
    ['no list', '{"faults":"POST /booking=500"}', 'faults: Invalid input: expected array, received string'],
    ['an unknown top-level key', '{"faults":[],"x":1}', 'Unrecognized key: "x"'],
    [
      'a status that is no error',
      '{"faults":[{"path":"/booking","status":200}]}',
      'faults.0.status: must be an error status (400–599)',
    ],
    [
      'a status that is no number',
      '{"faults":[{"path":"/booking","status":"500"}]}',
      'faults.0.status: Invalid input: expected number, received string',
    ],
    [
      'a negative delay',
      '{"faults":[{"path":"/booking","delayMs":-1}]}',
      'faults.0.delayMs: Too small: expected number to be >=0',
    ],
    [
      'an endless delay',
      '{"faults":[{"path":"/booking","delayMs":1e9}]}',
      'faults.0.delayMs: Too big: expected number to be <=60000',
    ],
    [
      'a path without a slash',
      '{"faults":[{"path":"booking","status":500}]}',
      'faults.0.path: must be a path pattern starting with / (segments, * or **)',
    ],
    [
      'a pattern with regex syntax',
      '{"faults":[{"path":"/(a+)+$","status":500}]}',
      'faults.0.path: must be a path pattern starting with / (segments, * or **)',
    ],
    [
      'an unknown method',
      '{"faults":[{"method":"TRACE","path":"/booking","status":500}]}',
      'faults.0.method: must be GET, POST, PUT or DELETE',
    ],
    ['a rule that does nothing', '{"faults":[{"path":"/booking"}]}', 'faults.0: needs a status or a delayMs'],
    [
      'an unknown rule key',
      '{"faults":[{"path":"/booking","status":500,"evil":true}]}',
      'faults.0: Unrecognized key: "evil"',
    ],
  ])('refuses %s with 400 and keeps the current rules', async (_, body, problem) => {
    expect((await put('{"faults":[{"method":"GET","path":"/region/**","status":503}]}')).status).toBe(200);
    const response = await put(body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { code: string; errors: string[] };
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.errors.join('\n')).toContain(problem);
    expect(await (await fetch(`${base}/__mock/faults`)).json()).toEqual({
      faults: [{ method: 'GET', path: '/region/**', status: 503 }],
    });
  });

  it('accepts a valid rule and applies it', async () => {
    const response = await put('{"faults":[{"method":"get","path":"/region/*","status":503,"message":"down"}]}');
    expect(await response.json()).toEqual({
      faults: [{ method: 'GET', path: '/region/*', status: 503, message: 'down' }],
    });
    const faulty = await fetch(`${base}/region/languages`);
    expect(faulty.status).toBe(503);
    expect(await faulty.json()).toEqual({ message: 'down', code: 'INJECTED_FAULT' });
  });
});

type Operation = { requestBody?: { content: Record<string, unknown> } };
const operations = Object.entries(
  (bundled as unknown as { paths: Record<string, Record<string, Operation>> }).paths,
).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, op]) =>
    op.requestBody ? [{ method: method.toUpperCase(), path, types: Object.keys(op.requestBody.content) }] : [],
  ),
);
const samplePath = (path: string) => path.replace('/note/{id}', '/note/nt_demo_first').replace(/\{[^}]+\}/g, 'x');

describe('content types against the contract', () => {
  const multipart = operations.filter((o) => o.types.includes('multipart/form-data'));
  const json = operations.filter((o) => o.types.includes('application/json'));

  it('knows the contract’s multipart and JSON operations', () => {
    expect(multipart.map((o) => `${o.method} ${o.path}`).sort()).toEqual([
      'POST /client/profile-picture',
      'POST /messages/store',
      'POST /note',
      'POST /provider/indemnity-insurance',
      'POST /provider/qualification/file/upload',
      'POST /provider/update/photo',
      'PUT /note/{id}',
    ]);
    expect(json.length).toBeGreaterThan(40);
  });

  it.each(multipart.map((o) => [`${o.method} ${o.path}`, o] as const))(
    'refuses JSON and url-encoded bodies for %s (415)',
    async (_, op) => {
      const token = await login(op.path.startsWith('/client') ? emails.client : emails.provider);
      for (const [type, body] of [
        [
          'application/json',
          JSON.stringify({
            file: 'x',
            files: ['x'],
            title: 't',
            body: 'b',
            bookingIdentifier: 'bk_completed_nofeedback',
            receiverIdentifier: 'cl_demo',
            type: 'education',
          }),
        ],
        [
          'application/x-www-form-urlencoded',
          'title=t&body=b&bookingIdentifier=bk_completed_nofeedback&receiverIdentifier=cl_demo',
        ],
      ]) {
        const response = await fetch(`${base}${samplePath(op.path)}`, {
          method: op.method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': type! },
          body,
        });
        expect(response.status, `${type}`).toBe(415);
        expect(await response.json()).toEqual({
          message: `The body must be multipart/form-data, not ${type}.`,
          code: 'UNSUPPORTED_MEDIA_TYPE',
        });
      }
    },
  );

  it('never accepts a multipart or text body where the contract declares JSON', async () => {
    const tokens = [undefined, await login(emails.client), await login(emails.provider)];
    const accepted: string[] = [];
    for (const op of json) {
      for (const token of tokens) {
        const form = new FormData();
        form.append('email', emails.client);
        const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
        const response = await fetch(`${base}${samplePath(op.path)}`, { method: op.method, headers, body: form });
        if (response.ok) accepted.push(`${op.method} ${op.path}`);
      }
    }
    expect(accepted).toEqual([]);
    const text = await fetch(`${base}/user/login`, {
      method: 'POST',
      body: JSON.stringify({ email: emails.client, password: DEMO_PASSWORD }),
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({
      message: 'The body must be application/json, not text/plain.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});
