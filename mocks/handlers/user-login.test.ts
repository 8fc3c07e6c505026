import { describe, expect, it } from 'vitest';
import { GetUserInfoResponse, LoginUserResponse } from '../../generated/zod/user/user.zod';
import { DEMO_PASSWORD, emails } from '../data/ids';
import { issueToken } from '../lib/auth';
import { setUpTestBackend } from '../test-utils';

const backend = setUpTestBackend();

describe('auth', () => {
  it('logs the demo client in and returns a token with an expiry', async () => {
    const { status, body } = await backend.call('POST', '/user/login', {
      body: { email: emails.client, password: DEMO_PASSWORD },
    });
    expect(status).toBe(200);
    expect(LoginUserResponse.parse(body)).toMatchObject({
      userType: 'client',
      isActive: true,
      user: { email: emails.client },
    });
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
    const info = await backend.call('GET', '/user/info', { token: body.token });
    expect(GetUserInfoResponse.parse(info.body).email).toBe(emails.client);
  });

  it('refuses a wrong password without the forced-logout code', async () => {
    const { status, body } = await backend.call('POST', '/user/login', {
      body: { email: emails.client, password: 'wrong-pass' },
    });
    expect(status).toBe(401);
    expect(body.code).toBe('INVALID_CREDENTIALS');
  });

  it('rejects a bad body with 400 naming each problem', async () => {
    const { status, body } = await backend.call('POST', '/user/login', {
      body: { email: 'not-an-email', password: '123' },
    });
    expect(status).toBe(400);
    expect(body.errors).toHaveLength(2);
    expect(body.errors.join(' ')).toMatch(/email/);
    expect(body.errors.join(' ')).toMatch(/password/);
  });

  it('answers missing, unknown and expired tokens with 401 UNAUTHORIZED_ACCESS', async () => {
    const expired = issueToken(backend.db, 'cl_demo', -1000).token;
    for (const token of [undefined, 'nope', expired]) {
      const { status, body } = await backend.call('GET', '/user/info', { token });
      expect(status).toBe(401);
      expect(body.code).toBe('UNAUTHORIZED_ACCESS');
    }
  });
});
