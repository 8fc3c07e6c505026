// Logout revokes the token on the server; the store never holds a readable password.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, emails } from '../data/ids';
import { Db, type StateStorage } from '../db';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { setUpTestBackend } from '../test-utils';

const backend = setUpTestBackend();

/** A storage in memory; `value` is everything stored, for checking that no password is readable in it. */
function memoryStorage(initial: string | null = null): StateStorage & { readonly value: string } {
  const entries = new Map<string, string>(initial === null ? [] : [['', initial]]);
  return {
    get value() {
      return [...entries.values()].join('\n');
    },
    read: (part) => entries.get(part) ?? null,
    write: (part, value) => void entries.set(part, value),
    saved: () => {},
    exclusive: (work) => work(),
  };
}

describe('logout', () => {
  it('revokes the token it is called with: the next call with it is 401, other sessions go on', async () => {
    const token = await backend.login(emails.client);
    const other = await backend.login(emails.client);
    expect((await backend.call('GET', '/user/info', { token })).status).toBe(200);

    const logout = await backend.call('POST', '/user/logout', { token });
    expect(logout).toEqual({ status: 200, body: { message: 'Logged out' } });

    const after = await backend.call('GET', '/user/info', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHORIZED_ACCESS');
    expect((await backend.call('GET', '/booking', { token })).status).toBe(401);
    expect((await backend.call('GET', '/user/info', { token: other })).status).toBe(200);
    expect(backend.db.state.tokens.map((t) => t.token)).not.toContain(token);
  });

  it('is idempotent: a revoked or unknown token also gives 200; no token at all is 401', async () => {
    const token = await backend.login(emails.provider);
    await backend.call('POST', '/user/logout', { token });
    expect((await backend.call('POST', '/user/logout', { token })).status).toBe(200);
    expect((await backend.call('POST', '/user/logout', { token: 'mock.unknown' })).status).toBe(200);
    expect((await backend.call('POST', '/user/logout')).status).toBe(401);
  });
});

describe('stored passwords', () => {
  it('keeps every seeded demo account’s password (Passw0rd!), stored only as salted hashes', async () => {
    const storage = memoryStorage();
    const db = new Db({ storage });
    await db.ready;
    const hashes = db.state.accounts.filter((a) => !a.isSocial).map((a) => a.passwordHash ?? '');
    expect(hashes).toHaveLength(6);
    for (const hash of hashes) {
      expect(hash).toMatch(/^pbkdf2-sha256\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
      expect(await verifyPassword('passw0rd!', hash)).toBe(false);
    }
    expect(new Set(hashes.map((h) => h.split('$')[2])).size).toBe(6); // a salt of its own each
    expect(storage.value).not.toContain(DEMO_PASSWORD);
    expect(storage.value).not.toContain('seed:pending');

    for (const email of [
      emails.client,
      emails.namelessClient,
      emails.provider,
      emails.secondProvider,
      emails.newProvider,
      emails.partnerClient,
    ]) {
      expect((await backend.call('POST', '/user/login', { body: { email, password: DEMO_PASSWORD } })).status).toBe(
        200,
      );
    }
  });

  it('hashes passwords set by sign-up, reset and change; none is readable in the saved state', async () => {
    const register = {
      userType: 'client',
      email: 'hash@example.com',
      password: 'Chosen-1st',
      firstName: 'Ada',
      lastName: 'Obi',
      phoneNumber: '08031234567',
      agreedToTerms: true,
    };
    expect((await backend.call('POST', '/user/register', { body: register })).status).toBe(201);
    const token = await backend.login(emails.client);
    expect(
      (
        await backend.call('POST', '/user/profile/update-password', {
          token,
          body: { oldPassword: DEMO_PASSWORD, newPassword: 'Changed-2nd' },
        })
      ).status,
    ).toBe(200);
    await backend.call('POST', '/user/request-password-reset', { body: { email: emails.provider } });
    const resetToken = backend.db.state.oneTimeTokens.find((t) => t.purpose === 'reset')?.token;
    expect(
      (await backend.call('POST', '/user/password-reset', { body: { token: resetToken, password: 'Reset-3rd' } }))
        .status,
    ).toBe(200);

    const saved = JSON.stringify(backend.db.state);
    for (const password of ['Chosen-1st', 'Changed-2nd', 'Reset-3rd', DEMO_PASSWORD])
      expect(saved).not.toContain(password);
    expect(
      (await backend.call('POST', '/user/login', { body: { email: emails.client, password: 'Changed-2nd' } })).status,
    ).toBe(200);
    expect(
      (await backend.call('POST', '/user/login', { body: { email: emails.provider, password: 'Reset-3rd' } })).status,
    ).toBe(200);
    expect(
      (await backend.call('POST', '/user/login', { body: { email: emails.provider, password: DEMO_PASSWORD } })).status,
    ).toBe(401);
  });

  it('replaces a saved state of the old format, with readable passwords, by a fresh seed', async () => {
    const old = new Db();
    const legacy = {
      ...old.state,
      version: 1,
      accounts: old.state.accounts.map(({ passwordHash: _, ...a }) => ({ ...a, password: DEMO_PASSWORD })),
    };
    const storage = memoryStorage(JSON.stringify(legacy));
    const db = new Db({ storage });
    await db.ready;
    expect(storage.value).not.toContain(DEMO_PASSWORD);
    expect(db.state.accounts.every((a) => !('password' in a))).toBe(true);
  });

  it('refuses malformed hashes and missing passwords', async () => {
    expect(await verifyPassword(DEMO_PASSWORD, null)).toBe(false);
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD)).toBe(false);
    expect(await verifyPassword(DEMO_PASSWORD, 'pbkdf2-sha256$x$AA==$AA==')).toBe(false);
    const hash = await hashPassword('abc', 1_000);
    expect(await verifyPassword('abc', hash)).toBe(true);
    expect(await verifyPassword('abcd', hash)).toBe(false);
  });
});
