// The compact fault rules of `?mockFaults=` and `MOCK_FAULTS`: the forms the e2e tests use parse, malformed ones throw.
import { describe, expect, it } from 'vitest';
import { emails, ids } from '../data/ids';
import { faultFor, parseFaults, setFaults } from './faults';
import { BASE, setUpTestBackend } from '../test-utils';

const backend = setUpTestBackend();

describe('parseFaults', () => {
  it.each([
    ['POST /booking/*/cancel=500', [{ method: 'POST', path: '/booking/*/cancel', status: 500 }]],
    ['POST /booking=500', [{ method: 'POST', path: '/booking', status: 500 }]],
    ['GET /providers-availability/**=@1500', [{ method: 'GET', path: '/providers-availability/**', delayMs: 1500 }]],
    [
      '/wallet/**=503@200; post /booking=500',
      [
        { path: '/wallet/**', status: 503, delayMs: 200 },
        { method: 'POST', path: '/booking', status: 500 },
      ],
    ],
    ['POST /contact=200+html', [{ method: 'POST', path: '/contact', status: 200, html: true }]],
    [
      'POST /messages=502+html+applied',
      [{ method: 'POST', path: '/messages', status: 502, applied: true, html: true }],
    ],
    ['', []],
  ])('reads %j', (text, rules) => {
    expect(parseFaults(text)).toEqual(rules);
  });

  it.each([
    ['a status that is no error', 'POST /booking=200', 'rule.0.status: must be an error status (400–599)'],
    ['a status that is no number', 'POST /booking=abc', 'rule.0.status: Invalid input: expected number, received NaN'],
    ['a rule without effect', 'POST /booking', 'rule.0: needs a status or a delayMs'],
    ['an endless delay', 'GET /x=@99999999', 'rule.0.delayMs: Too big'],
    ['a success status without html', 'POST /booking=204', 'rule.0.status: must be an error status (400–599)'],
    ['no status at all', 'POST /booking=99+html', 'rule.0.status: must be a status (200–599)'],
    ['an unknown or repeated flag', 'POST /booking=502+htm', 'rule.0.path: must be a path pattern'],
    ['a repeated flag', 'POST /booking=502+html+html', 'rule.0.path: must be a path pattern'],
    ['an unknown method', 'TRACE /x=500', 'rule.0.method: must be GET, POST, PUT or DELETE'],
    ['a path without a slash', 'GET booking=500', 'rule.0.path: must be a path pattern'],
    ['extra parts', 'GET /x /y=500', 'rule.0.path: must be a path pattern'],
  ])('refuses %s', (_, text, problem) => {
    expect(() => parseFaults(text)).toThrow(problem);
  });

  it('keeps the rules in force when new ones are refused', () => {
    setFaults(parseFaults('GET /region/**=503'));
    expect(() => setFaults([{ path: '/x', status: 99 }])).toThrow(/Invalid fault rules/);
    expect(faultFor('get', '/region/languages')).toEqual({ method: 'GET', path: '/region/**', status: 503 });
    setFaults([]);
  });
});

describe('an HTML answer (html), as a proxy in front of the API gives it', () => {
  const contact = (key?: string) =>
    fetch(`${BASE}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        message: 'A question about sessions in person, please.',
      }),
    });

  it('answers the status with an HTML page instead of the API’s JSON, even a 200', async () => {
    setFaults(parseFaults('POST /contact=200+html'));
    const ok = await contact();
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await ok.text()).toMatch(/^<!DOCTYPE html>/);
    setFaults(parseFaults('POST /contact=502+html'));
    expect((await contact()).status).toBe(502);
  });

  it('is no answer of the backend: an idempotency key does not keep it, and the retry gets the real answer', async () => {
    setFaults(parseFaults('POST /contact=200+html'));
    expect((await contact('key-contact-0001')).headers.get('content-type')).toMatch(/^text\/html/);
    setFaults([]);
    const retry = await contact('key-contact-0001');
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await retry.json()).toEqual({ message: 'Thank you, we will get back to you soon.' });
  });

  it('with applied, makes the change and then answers the page', async () => {
    const token = await backend.login(emails.client);
    const before = backend.db.state.bookings.length;
    setFaults(parseFaults('POST /booking=502+html+applied'));
    const response = await fetch(`${BASE}/booking`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        providerIdentifier: ids.provider,
        therapyIdentifier: 'th_individual',
        modalityIdentifier: 'md_online',
      }),
    });
    expect(response.status).toBe(502);
    expect(await response.text()).toMatch(/^<!DOCTYPE html>/);
    expect(backend.db.state.bookings.length).toBe(before + 1);
  });

  it('an injected 401 is the backend’s UNAUTHORIZED_ACCESS', async () => {
    const token = await backend.login(emails.client);
    setFaults(parseFaults('GET /wallet/balance=401'));
    expect(await backend.call('GET', '/wallet/balance', { token })).toEqual({
      status: 401,
      body: { message: 'Unauthorized', code: 'UNAUTHORIZED_ACCESS' },
    });
  });
});
