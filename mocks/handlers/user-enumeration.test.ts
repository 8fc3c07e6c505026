// Decision 0025: nothing the API answers, nor the work it does, tells whether an address has an account.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, emails } from '../data/ids';
import { PASSWORD_ITERATIONS } from '../lib/passwords';
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
const mails = () => backend.db.state.outbox.map((m) => ({ kind: m.kind, to: m.to, link: m.link, code: m.code }));

/** The PBKDF2 derivations a call makes, by iteration count. */
async function derivations(call: () => Promise<unknown>): Promise<number[]> {
  const derive = vi.spyOn(crypto.subtle, 'deriveBits');
  await call();
  const iterations = derive.mock.calls.map(([params]) => (params as Pbkdf2Params).iterations);
  derive.mockRestore();
  return iterations;
}

describe('sign-up (issue 32 item 10)', () => {
  it('answers a taken address exactly as a new one, creates nothing and mails the owner "you already have an account"', async () => {
    const fresh = await backend.call('POST', '/user/register', { body: newClient });
    const accounts = backend.db.state.accounts.length;
    backend.db.state.outbox.length = 0;
    const taken = await backend.call('POST', '/user/register', {
      body: { ...newClient, email: emails.client.toUpperCase(), password: 'other1pass' },
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual({ ...fresh.body, email: emails.client.toUpperCase() });
    expect(backend.db.state.accounts).toHaveLength(accounts);
    expect(mails()).toEqual([{ kind: 'account-exists', to: emails.client, link: '/login/', code: null }]);
    expect(backend.db.state.outbox[0]!.subject).toBe('You already have an account');
    // The account is as it was: its password did not change.
    await backend.login(emails.client);
  });

  it('sends a not yet verified owner a fresh verification link instead', async () => {
    await backend.call('POST', '/user/register', { body: newClient });
    backend.db.state.outbox.length = 0;
    const again = await backend.call('POST', '/user/register', { body: newClient });
    expect(again.status).toBe(201);
    expect(mails()).toEqual([
      { kind: 'verify', to: newClient.email, link: expect.stringMatching(/^\/verify-email\/\?token=/), code: null },
    ]);
  });

  it('does the same hashing work for a taken address as for a new one', async () => {
    const forNew = await derivations(() => backend.call('POST', '/user/register', { body: newClient }));
    const forTaken = await derivations(() =>
      backend.call('POST', '/user/register', { body: { ...newClient, email: emails.client } }),
    );
    expect(forNew).toEqual([PASSWORD_ITERATIONS]);
    expect(forTaken).toEqual(forNew);
  });
});

describe('login (issue 32 item 10)', () => {
  it('derives the password once at the same cost for an unknown address, a social account and a wrong password', async () => {
    await backend.call('POST', '/user/register', { body: newClient });
    const token = backend.db.state.oneTimeTokens.find((t) => t.email === newClient.email)!.token;
    await backend.call('POST', '/user/register/verify', { body: { token } });
    const attempt = (email: string) => () =>
      backend.call('POST', '/user/login', { body: { email, password: 'wrong1pass' } });

    const known = await derivations(attempt(newClient.email));
    expect(known).toEqual([PASSWORD_ITERATIONS]);
    expect(await derivations(attempt('nobody@example.com'))).toEqual(known);
    expect(await derivations(attempt(emails.socialClient))).toEqual(known);
    for (const email of [newClient.email, 'nobody@example.com', emails.socialClient]) {
      expect((await attempt(email)()) as { body: unknown }).toMatchObject({
        status: 401,
        body: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' },
      });
    }
  });
});

describe('e-mail change (issue 32 item 10)', () => {
  it('answers a taken address as any other: no code goes to it, its owner gets a notice', async () => {
    const token = await backend.login(emails.client);
    const free = await backend.call('POST', '/user/profile/change-email', {
      token,
      body: { email: 'grace.new@example.com', password: DEMO_PASSWORD },
    });
    backend.db.state.outbox.length = 0;
    const taken = await backend.call('POST', '/user/profile/change-email', {
      token,
      body: { email: emails.provider, password: DEMO_PASSWORD },
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual(free.body);
    expect(mails()).toEqual([{ kind: 'email-in-use', to: emails.provider, link: null, code: null }]);
    // The pending code (which no one received) could not move the address onto the other account anyway.
    const code = backend.db.state.emailChanges.find((c) => c.userIdentifier === 'cl_demo')!.code;
    const confirm = await backend.call('POST', '/user/profile/validate-email-change', { token, body: { token: code } });
    expect(confirm.status).toBe(409);
    expect((await backend.call('GET', '/user/info', { token })).body.email).toBe(emails.client);
  });
});
