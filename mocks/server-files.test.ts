// `npm run mock:server`: uploaded files are served so that they never run in the app's origin, and every answer
// carries the security headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, emails } from './data/ids';
import { createMockServer } from './server';

const mock = createMockServer({ origin: 'http://127.0.0.1:5173' });
let base = '';
beforeAll(async () => {
  base = `http://127.0.0.1:${await mock.listen(0)}`;
});
afterAll(() => mock.close());

async function login(email: string) {
  const res = await fetch(`${base}/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  return ((await res.json()) as { token: string }).token;
}

/** Uploads a profile picture as the demo client and fetches it back from the URL the API returned. */
async function uploadAndFetch(file: File) {
  const form = new FormData();
  form.append('file', file);
  const token = await login(emails.client);
  const uploaded = await fetch(`${base}/client/profile-picture`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(uploaded.status).toBe(200);
  const { photoUrl } = (await uploaded.json()) as { photoUrl: string };
  expect(photoUrl).toMatch(new RegExp(`^${base}/__mock/files/`));
  return fetch(photoUrl);
}

const SVG_WITH_SCRIPT = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe('uploaded files', () => {
  it('serves an uploaded SVG as a download of octet-stream, never as image/svg+xml', async () => {
    const served = await uploadAndFetch(new File([SVG_WITH_SCRIPT], 'evil.svg', { type: 'image/svg+xml' }));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="evil.svg"');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(await served.text()).toBe(SVG_WITH_SCRIPT);
  });

  it('serves HTML labelled as a PNG as a download too (the type is checked by the bytes)', async () => {
    const served = await uploadAndFetch(new File(['<html><script>alert(1)</script></html>'], 'x".png', { type: 'image/png' }));
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="x_.png"');
  });

  it('serves a real PNG inline as image/png, with nosniff', async () => {
    const served = await uploadAndFetch(new File([PNG_BYTES], 'me.png', { type: 'image/png' }));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);
  });

  async function uploadInsurance(file: File) {
    const token = await login(emails.provider);
    const form = new FormData();
    form.append('file', file);
    const uploaded = await fetch(`${base}/provider/indemnity-insurance`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    return fetch(((await uploaded.json()) as { url: string }).url);
  }

  it('serves a real PDF inline as application/pdf for the sandboxed preview, still sandboxed and nosniff', async () => {
    const served = await uploadInsurance(new File(['%PDF-1.4 …'], 'cover.pdf', { type: 'application/pdf' }));
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves a document that is not a PDF or an image (a .docx) as a download', async () => {
    const served = await uploadInsurance(new File(['PK\u0003\u0004 word'], 'cover.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="cover.docx"');
  });
});

describe('security headers', () => {
  const expected = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
  const headersOf = (response: Response) => Object.fromEntries(Object.keys(expected).map((k) => [k, response.headers.get(k)]));

  it('sends them on data, errors, refusals and preflights', async () => {
    expect(headersOf(await fetch(`${base}/region/languages`))).toEqual(expected);
    expect(headersOf(await fetch(`${base}/booking`))).toEqual(expected); // 401
    expect(headersOf(await fetch(`${base}/nope`))).toEqual(expected); // 404
    expect(headersOf(await fetch(`${base}/booking`, { method: 'PATCH' }))).toEqual(expected); // 405
    expect(headersOf(await fetch(`${base}/booking`, { method: 'OPTIONS', headers: { Origin: 'http://127.0.0.1:5173' } }))).toEqual(expected);
  });
});
