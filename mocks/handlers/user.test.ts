import { describe, expect, it } from 'vitest';
import {
  ConfirmEmailChangeResponse,
  DeleteAccountResponse,
  GetUserInfoResponse,
  GetUserTimezoneResponse,
  LoginUserResponse,
  RegisterUserResponse,
  RequestEmailChangeResponse,
  RequestPasswordResetResponse,
  RequestVerificationEmailResponse,
  ResetPasswordResponse,
  SubmitContactFormResponse,
  UpdatePasswordResponse,
  UpdateUserTimezoneResponse,
  VerifyRegistrationResponse,
} from '../../generated/zod/user/user.zod';
import { GetClientProfileResponse } from '../../generated/zod/client/client.zod';
import { GetProviderProfileResponse } from '../../generated/zod/provider/provider.zod';
import { DEMO_PASSWORD, emails } from '../data/ids';
import { issueToken, TOKEN_TTL_MS } from '../lib/auth';
import { setUpTestBackend } from '../test-utils';

const backend = setUpTestBackend();

const newClient = {
  userType: 'client',
  email: 'new@example.com',
  password: 'secret1',
  firstName: 'Ada',
  lastName: 'Obi',
  phoneNumber: '08031234567',
  agreedToTerms: true,
};
const newProvider = {
  userType: 'provider',
  email: 'newpro@example.com',
  password: 'secret1',
  countryIdentifier: 'ct_gb',
  agreedToTerms: true,
};

const tokenFor = (email: string, purpose: 'verify' | 'reset') =>
  backend.db.state.oneTimeTokens.find((t) => t.email === email && t.purpose === purpose)?.token;

async function registerAndVerify(body: Record<string, unknown>): Promise<string> {
  expect((await backend.call('POST', '/user/register', { body })).status).toBe(201);
  await backend.call('POST', '/user/register/verify', { body: { token: tokenFor(body.email as string, 'verify') } });
  return backend.login(body.email as string, body.password as string);
}

describe('registration and verification', () => {
  it('creates an unverified client that can log in only after verifying with the recorded token', async () => {
    const created = await backend.call('POST', '/user/register', { body: newClient });
    expect(created.status).toBe(201);
    expect(RegisterUserResponse.parse(created.body).email).toBe(newClient.email);

    const early = await backend.call('POST', '/user/login', {
      body: { email: newClient.email, password: newClient.password },
    });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('ACCOUNT_NOT_VERIFIED');

    const token = tokenFor(newClient.email, 'verify');
    expect(token).toBeTruthy();
    const verified = await backend.call('POST', '/user/register/verify', { body: { token } });
    expect(verified.status).toBe(200);
    VerifyRegistrationResponse.parse(verified.body);

    const login = await backend.call('POST', '/user/login', {
      body: { email: newClient.email, password: newClient.password },
    });
    expect(login.status).toBe(200);
    const user = LoginUserResponse.parse(login.body).user;
    expect(user).toMatchObject({ userType: 'client', firstName: 'Ada', lastName: 'Obi', emailVerified: true });
    const profile = await backend.call('GET', '/client', { token: login.body.token });
    expect(GetClientProfileResponse.parse(profile.body)).toMatchObject({
      email: newClient.email,
      userName: null,
      photoUrl: null,
    });

    const again = await backend.call('POST', '/user/register/verify', { body: { token } });
    expect(again.status).toBe(400);
  });

  it('creates a provider with a draft profile in the given country', async () => {
    const token = await registerAndVerify(newProvider);
    const profile = GetProviderProfileResponse.parse((await backend.call('GET', '/provider', { token })).body);
    expect(profile).toMatchObject({
      verificationStatus: 'draft',
      profileInfo: { country: 'ct_gb' },
      bookingFee: { currencyCode: 'GBP' },
    });
  });

  it('refuses incomplete sign-ups with 400 naming each missing field, and creates nothing', async () => {
    const before = backend.db.state.accounts.length;
    const client = await backend.call('POST', '/user/register', {
      body: { userType: 'client', email: 'x@example.com', password: 'abcdef', agreedToTerms: true },
    });
    expect(client.status).toBe(400);
    expect(client.body.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^firstName/),
        expect.stringMatching(/^lastName/),
        expect.stringMatching(/^phoneNumber/),
      ]),
    );
    const provider = await backend.call('POST', '/user/register', {
      body: { ...newProvider, countryIdentifier: undefined },
    });
    expect(provider.status).toBe(400);
    expect(provider.body.errors.join()).toMatch(/countryIdentifier/);
    const unknownCountry = await backend.call('POST', '/user/register', {
      body: { ...newProvider, countryIdentifier: 'ct_xx' },
    });
    expect(unknownCountry.status).toBe(400);
    const noTerms = await backend.call('POST', '/user/register', { body: { ...newClient, agreedToTerms: false } });
    expect(noTerms.status).toBe(400);
    // Decision 0010: 6 to 32 characters with a letter, as at login.
    for (const password of ['abcd5', 'a'.repeat(33), '1234567']) {
      const weak = await backend.call('POST', '/user/register', { body: { ...newClient, password } });
      expect(weak.status).toBe(400);
      expect(weak.body.errors.join()).toMatch(/^password/);
    }
    expect(backend.db.state.accounts).toHaveLength(before);
  });

  it('resends verification with a fresh token that replaces the old one; verified or unknown addresses get nothing', async () => {
    await backend.call('POST', '/user/register', { body: newClient });
    const first = tokenFor(newClient.email, 'verify');
    const resend = await backend.call('POST', '/user/register/request-verification', {
      body: { email: newClient.email },
    });
    expect(resend.status).toBe(200);
    RequestVerificationEmailResponse.parse(resend.body);
    const second = tokenFor(newClient.email, 'verify');
    expect(second).not.toBe(first);
    expect((await backend.call('POST', '/user/register/verify', { body: { token: first } })).status).toBe(400);
    expect((await backend.call('POST', '/user/register/verify', { body: { token: second } })).status).toBe(200);

    for (const email of [emails.client, 'nobody@example.com']) {
      expect((await backend.call('POST', '/user/register/request-verification', { body: { email } })).status).toBe(200);
      expect(tokenFor(email, 'verify')).toBeUndefined();
    }
  });
});

describe('passwords', () => {
  it('resets the password with the recorded token, ends existing sessions and uses each token once', async () => {
    const session = await backend.login(emails.client);
    const requested = await backend.call('POST', '/user/request-password-reset', { body: { email: emails.client } });
    RequestPasswordResetResponse.parse(requested.body);
    const token = tokenFor(emails.client, 'reset');
    expect(token).toBeTruthy();

    const reset = await backend.call('POST', '/user/password-reset', { body: { token, password: 'NewPass1' } });
    expect(reset.status).toBe(200);
    ResetPasswordResponse.parse(reset.body);
    expect((await backend.call('GET', '/user/info', { token: session })).status).toBe(401);
    expect(
      (await backend.call('POST', '/user/login', { body: { email: emails.client, password: DEMO_PASSWORD } })).status,
    ).toBe(401);
    await backend.login(emails.client, 'NewPass1');

    expect((await backend.call('POST', '/user/password-reset', { body: { token, password: 'Other123' } })).status).toBe(
      400,
    );
  });

  it('changes the password only when the old one matches', async () => {
    const token = await backend.login(emails.provider);
    const wrong = await backend.call('POST', '/user/profile/update-password', {
      token,
      body: { oldPassword: 'wrong-old', newPassword: 'NewPass1' },
    });
    expect(wrong.status).toBe(400);
    await backend.login(emails.provider);

    const ok = await backend.call('POST', '/user/profile/update-password', {
      token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'NewPass1' },
    });
    expect(ok.status).toBe(200);
    UpdatePasswordResponse.parse(ok.body);
    await backend.login(emails.provider, 'NewPass1');
  });
});

describe('e-mail change', () => {
  it('changes the e-mail address with the 6-digit code; a wrong code changes nothing', async () => {
    const token = await backend.login(emails.client);
    const started = await backend.call('POST', '/user/profile/change-email', {
      token,
      body: { email: 'grace.new@example.com', password: DEMO_PASSWORD },
    });
    expect(started.status).toBe(200);
    expect(RequestEmailChangeResponse.parse(started.body).message).toBe('Input Your OTP Sent Via Email');
    const code = backend.db.state.emailChanges.find((c) => c.userIdentifier === 'cl_demo')!.code;
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await backend.call('POST', '/user/profile/validate-email-change', {
      token,
      body: { token: wrongCode },
    });
    expect(wrong.status).toBe(400);
    expect((await backend.call('GET', '/user/info', { token })).body.email).toBe(emails.client);

    const ok = await backend.call('POST', '/user/profile/validate-email-change', { token, body: { token: code } });
    expect(ConfirmEmailChangeResponse.parse(ok.body).email).toBe('grace.new@example.com');
    expect(GetUserInfoResponse.parse((await backend.call('GET', '/user/info', { token })).body).email).toBe(
      'grace.new@example.com',
    );
    await backend.login('grace.new@example.com');
  });

  it('refuses the current address (400) and a malformed code (400)', async () => {
    const token = await backend.login(emails.client);
    expect(
      (
        await backend.call('POST', '/user/profile/change-email', {
          token,
          body: { email: emails.client, password: DEMO_PASSWORD },
        })
      ).status,
    ).toBe(400);
    expect(
      (await backend.call('POST', '/user/profile/validate-email-change', { token, body: { token: '12ab' } })).status,
    ).toBe(400);
    expect(backend.db.state.emailChanges).toHaveLength(0);
  });
});

describe('account deletion', () => {
  it('needs the right password; afterwards login fails and the token is dead', async () => {
    const token = await backend.login(emails.client);
    const missing = await backend.call('DELETE', '/user/profile/delete-account', { token, body: {} });
    expect(missing.status).toBe(400);
    const wrong = await backend.call('DELETE', '/user/profile/delete-account', { token, body: { password: 'wrong' } });
    expect(wrong.status).toBe(400);
    expect((await backend.call('GET', '/user/info', { token })).status).toBe(200);

    const ok = await backend.call('DELETE', '/user/profile/delete-account', {
      token,
      body: { password: DEMO_PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(DeleteAccountResponse.parse(ok.body).message).toBe('Account Deleted Successfully');
    expect((await backend.call('GET', '/user/info', { token })).body.code).toBe('UNAUTHORIZED_ACCESS');
    const login = await backend.call('POST', '/user/login', {
      body: { email: emails.client, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(401);
  });

  it('deletes a social account without a password', async () => {
    const token = issueToken(backend.db, 'cl_social').token;
    const ok = await backend.call('DELETE', '/user/profile/delete-account', { token });
    expect(ok.status).toBe(200);
    expect((await backend.call('GET', '/user/info', { token })).status).toBe(401);
    expect(backend.db.state.accounts.some((a) => a.identifier === 'cl_social')).toBe(false);
  });
});

describe('sessions, time zone and contact form', () => {
  it('expires the token at the expiry issued at login', async () => {
    const token = await backend.login(emails.client);
    expect((await backend.call('GET', '/user/info', { token })).status).toBe(200);
    backend.db.advanceClock(TOKEN_TTL_MS + 1000);
    const { status, body } = await backend.call('GET', '/user/info', { token });
    expect(status).toBe(401);
    expect(body.code).toBe('UNAUTHORIZED_ACCESS');
  });

  it('answers Africa/Lagos until a time zone is saved, then the saved one; unknown zones are 400', async () => {
    const token = await backend.login(emails.namelessClient);
    expect(GetUserTimezoneResponse.parse((await backend.call('GET', '/user/timezone', { token })).body).timezone).toBe(
      'Africa/Lagos',
    );
    const saved = await backend.call('POST', '/user/timezone', { token, body: { timezone: 'Europe/London' } });
    expect(UpdateUserTimezoneResponse.parse(saved.body).timezone).toBe('Europe/London');
    expect((await backend.call('GET', '/user/timezone', { token })).body.timezone).toBe('Europe/London');

    for (const timezone of ['Mars/Olympus_Mons', '12/34']) {
      expect((await backend.call('POST', '/user/timezone', { token, body: { timezone } })).status).toBe(400);
    }
    expect((await backend.call('GET', '/user/timezone', { token })).body.timezone).toBe('Europe/London');
    expect((await backend.call('GET', '/user/timezone')).status).toBe(401);
  });

  it('accepts a valid contact form and names each problem of a bad one', async () => {
    const ok = await backend.call('POST', '/contact', {
      body: { email: 'a@example.com', firstName: 'A', lastName: 'B', message: 'Hello there', phone: '+44(20)12345678' },
    });
    expect(ok.status).toBe(200);
    expect(SubmitContactFormResponse.parse(ok.body).message).toMatch(/get back to you/);
    const bad = await backend.call('POST', '/contact', {
      body: { email: 'nope', firstName: 'A', lastName: '', message: '', phone: 'abc' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveLength(4);
  });
});

describe('the mock outbox', () => {
  it('keeps every mail sent, newest first, with the verification and reset links and the e-mail change code', async () => {
    expect((await backend.call('GET', '/__mock/outbox')).body).toEqual({ mails: [] });
    await backend.call('POST', '/user/register', { body: newClient });
    await backend.call('POST', '/user/request-password-reset', { body: { email: emails.client } });
    await backend.call('POST', '/user/request-password-reset', { body: { email: 'nobody@example.com' } });
    const token = await backend.login(emails.client);
    await backend.call('POST', '/user/profile/change-email', {
      token,
      body: { email: 'grace.new@example.com', password: DEMO_PASSWORD },
    });

    const { mails } = (await backend.call('GET', '/__mock/outbox')).body as { mails: Record<string, unknown>[] };
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ['email-change', 'grace.new@example.com'],
      ['reset', emails.client],
      ['verify', newClient.email],
    ]);
    expect(mails[0]!.code).toBe(backend.db.state.emailChanges[0]!.code);
    expect(mails[1]!.link).toBe(`/reset-password/?token=${tokenFor(emails.client, 'reset')}`);
    expect(mails[2]!.link).toBe(`/verify-email/?token=${tokenFor(newClient.email, 'verify')}`);
  });

  it('a resent verification mail carries the new token; the reset drops the outbox', async () => {
    await backend.call('POST', '/user/register', { body: newClient });
    await backend.call('POST', '/user/register/request-verification', { body: { email: newClient.email } });
    const { mails } = (await backend.call('GET', '/__mock/outbox')).body as { mails: { link: string }[] };
    expect(mails).toHaveLength(2);
    expect(mails[0]!.link).toContain(tokenFor(newClient.email, 'verify'));
    expect(mails[1]!.link).not.toContain(tokenFor(newClient.email, 'verify'));
    await backend.call('POST', '/__mock/reset');
    expect((await backend.call('GET', '/__mock/outbox')).body).toEqual({ mails: [] });
  });
});
