// One password rule on every call that sets one; sessions, tokens, codes and attempt limits.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, emails } from '../data/ids';
import { ATTEMPT_LIMIT, ATTEMPT_WINDOW_MS } from '../lib/attempts';
import { TOKEN_TTL_MS } from '../lib/auth';
import { ONE_TIME_TTL_MS } from '../lib/one-time-tokens';
import { EMAIL_CODE_TTL_MS } from './user-credentials';
import { setUpTestBackend } from '../test-utils';

const backend = setUpTestBackend();

afterEach(() => vi.restoreAllMocks());

const newClient = {
  userType: 'client',
  email: 'tess@example.com',
  password: 'secret1',
  firstName: 'Tess',
  lastName: 'Test',
  phoneNumber: '08031234567',
  agreedToTerms: true,
};
const tokenFor = (email: string, purpose: 'verify' | 'reset') =>
  backend.db.state.oneTimeTokens.find((t) => t.email === email && t.purpose === purpose)?.token;
const login = (email: string, password: string) => backend.call('POST', '/user/login', { body: { email, password } });

describe('one password rule (issue 32 item 8)', () => {
  it('reset and change password refuse 123456 over the API, as sign-up does', async () => {
    await backend.call('POST', '/user/request-password-reset', { body: { email: emails.client } });
    const reset = await backend.call('POST', '/user/password-reset', {
      body: { token: tokenFor(emails.client, 'reset'), password: '123456' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.errors).toEqual([expect.stringMatching(/^password: /)]);

    const token = await backend.login(emails.provider);
    for (const newPassword of ['123456', 'abc12', 'a'.repeat(33)]) {
      const change = await backend.call('POST', '/user/profile/update-password', {
        token,
        body: { oldPassword: DEMO_PASSWORD, newPassword },
      });
      expect(change.status, newPassword).toBe(400);
      expect(change.body.errors, newPassword).toEqual([expect.stringMatching(/^newPassword: /)]);
    }
    expect((await backend.call('POST', '/user/register', { body: { ...newClient, password: '123456' } })).status).toBe(
      400,
    );
    await backend.login(emails.provider);
    await backend.login(emails.client);
  });
});

describe('sessions and tokens (issue 32 item 9)', () => {
  it("a password change ends the account's other sessions and keeps the current one", async () => {
    const current = await backend.login(emails.client);
    const other = await backend.login(emails.client);
    const someoneElse = await backend.login(emails.provider);
    const changed = await backend.call('POST', '/user/profile/update-password', {
      token: current,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'NewPass1' },
    });
    expect(changed.status).toBe(200);
    expect((await backend.call('GET', '/user/info', { token: current })).status).toBe(200);
    expect((await backend.call('GET', '/user/info', { token: other })).body.code).toBe('UNAUTHORIZED_ACCESS');
    expect((await backend.call('GET', '/user/info', { token: someoneElse })).status).toBe(200);
  });

  it('changing the e-mail asks for the password (400 without it, 400 INVALID_PASSWORD when wrong), as deletion does', async () => {
    const token = await backend.login(emails.client);
    const missing = await backend.call('POST', '/user/profile/change-email', {
      token,
      body: { email: 'grace.new@example.com' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(['password: required']);
    const wrong = await backend.call('POST', '/user/profile/change-email', {
      token,
      body: { email: 'grace.new@example.com', password: 'wrong1pass' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'INVALID_PASSWORD', errors: ['password: does not match'] });
    expect(backend.db.state.emailChanges).toHaveLength(0);
    expect(backend.db.state.outbox).toHaveLength(0);
    const ok = await backend.call('POST', '/user/profile/change-email', {
      token,
      body: { email: 'grace.new@example.com', password: DEMO_PASSWORD },
    });
    expect(ok.status).toBe(200);
  });

  it('the e-mail change code allows 5 wrong guesses, then 429 with Retry-After, even for the right code', async () => {
    const token = await backend.login(emails.client);
    await backend.call('POST', '/user/profile/change-email', {
      token,
      body: { email: 'grace.new@example.com', password: DEMO_PASSWORD },
    });
    const code = backend.db.state.emailChanges[0]!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < ATTEMPT_LIMIT; i++) {
      expect(
        (await backend.call('POST', '/user/profile/validate-email-change', { token, body: { token: wrong } })).status,
      ).toBe(400);
    }
    const response = await fetch('http://api.mock/user/profile/validate-email-change', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: code }),
    });
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(ATTEMPT_WINDOW_MS / 1000 - 60);
    expect((await backend.call('GET', '/user/info', { token })).body.email).toBe(emails.client);
  });

  it('the e-mail change code expires after 15 minutes', async () => {
    const token = await backend.login(emails.client);
    await backend.call('POST', '/user/profile/change-email', {
      token,
      body: { email: 'grace.new@example.com', password: DEMO_PASSWORD },
    });
    const code = backend.db.state.emailChanges[0]!.code;
    backend.db.advanceClock(EMAIL_CODE_TTL_MS + 1000);
    const late = await backend.call('POST', '/user/profile/validate-email-change', { token, body: { token: code } });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('INVALID_CODE');
  });

  it('login locks after 5 failures per address for 15 minutes (429 with Retry-After), known or unknown alike', async () => {
    for (const email of [emails.client, 'nobody@example.com']) {
      for (let i = 0; i < ATTEMPT_LIMIT; i++) expect((await login(email, 'wrong1pass')).status).toBe(401);
      const locked = await fetch('http://api.mock/user/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      expect(locked.status, email).toBe(429);
      expect(Number(locked.headers.get('Retry-After'))).toBeLessThanOrEqual(ATTEMPT_WINDOW_MS / 1000);
    }
    // Another address is not locked, nor is the same one once the window has passed.
    expect((await login(emails.provider, DEMO_PASSWORD)).status).toBe(200);
    backend.db.advanceClock(ATTEMPT_WINDOW_MS + 1000);
    expect((await login(emails.client.toUpperCase(), DEMO_PASSWORD)).status).toBe(200);
  });

  it('the old-password check locks after 5 failures (change password, e-mail change and deletion count together)', async () => {
    const token = await backend.login(emails.client);
    const update = (oldPassword: string) =>
      backend.call('POST', '/user/profile/update-password', { token, body: { oldPassword, newPassword: 'NewPass1' } });
    for (let i = 0; i < 3; i++) expect((await update('wrong1pass')).status).toBe(400);
    expect(
      (await backend.call('DELETE', '/user/profile/delete-account', { token, body: { password: 'wrong1pass' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await backend.call('POST', '/user/profile/change-email', {
          token,
          body: { email: 'x@example.com', password: 'wrong1pass' },
        })
      ).status,
    ).toBe(400);
    const locked = await update(DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(backend.db.state.accounts.some((a) => a.identifier === 'cl_demo')).toBe(true);
    backend.db.advanceClock(ATTEMPT_WINDOW_MS + 1000);
    expect((await update(DEMO_PASSWORD)).status).toBe(200);
  });

  it('reset, verification and session tokens are 256 bits from crypto.getRandomValues and nothing else', async () => {
    const fresh = async () => {
      await backend.call('POST', '/user/register', { body: newClient });
      await backend.call('POST', '/user/request-password-reset', { body: { email: emails.client } });
      return [
        tokenFor(newClient.email, 'verify')!,
        tokenFor(emails.client, 'reset')!,
        await backend.login(emails.client),
      ];
    };
    const real = await fresh();
    expect(new Set(real).size).toBe(3);
    for (const token of real) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // With the random source made constant, every token is that constant's 32 bytes: no counter, clock or Math.random.
    backend.db.reset();
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength).fill(0xab);
      return array;
    });
    const constant = Buffer.alloc(32, 0xab).toString('base64url');
    expect(await fresh()).toEqual([constant, constant, constant]);
  });

  it('a reset link expires after 1 hour, a verification link after 24 hours, a session at its expiresAt', async () => {
    await backend.call('POST', '/user/register', { body: newClient });
    await backend.call('POST', '/user/request-password-reset', { body: { email: emails.client } });
    const session = await backend.login(emails.client);
    backend.db.advanceClock(ONE_TIME_TTL_MS.reset + 1000);
    expect(
      (
        await backend.call('POST', '/user/password-reset', {
          body: { token: tokenFor(emails.client, 'reset'), password: 'NewPass1' },
        })
      ).body.code,
    ).toBe('INVALID_TOKEN');
    expect((await backend.call('GET', '/user/info', { token: session })).status).toBe(200);
    backend.db.advanceClock(TOKEN_TTL_MS);
    expect((await backend.call('GET', '/user/info', { token: session })).status).toBe(401);
    backend.db.advanceClock(ONE_TIME_TTL_MS.verify - ONE_TIME_TTL_MS.reset - TOKEN_TTL_MS);
    expect(
      (await backend.call('POST', '/user/register/verify', { body: { token: tokenFor(newClient.email, 'verify') } }))
        .body.code,
    ).toBe('INVALID_TOKEN');
  });

  it('a token of a store from before expiries no longer works', async () => {
    backend.db.state.oneTimeTokens.push({ token: 'old-reset-token', purpose: 'reset', email: emails.client });
    expect(
      (await backend.call('POST', '/user/password-reset', { body: { token: 'old-reset-token', password: 'NewPass1' } }))
        .status,
    ).toBe(400);
  });
});
