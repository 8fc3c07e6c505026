// Accounts: sign-up and verification, login and logout, user info, time zone and the contact form (the password and
// e-mail changes, reset and deletion are in user-credentials.ts). Nothing is e-mailed: the verification and reset
// tokens are recorded in the accounts slice (db.state.oneTimeTokens), and each "sent" mail is kept in the mock outbox
// (lib/outbox.ts).
import type { UserInfo } from '../../generated/model';
import {
  LoginUserBody,
  RegisterUserBody,
  RequestVerificationEmailBody,
  SubmitContactFormBody,
  UpdateUserTimezoneBody,
  VerifyRegistrationBody,
} from '../../generated/zod/user/user.zod';
import type { AccountRecord } from '../data/accounts';
import { newClientProfile, newProviderProfile } from '../data/profiles';
import { DEFAULT_TIMEZONE, findCountry } from '../data/regions';
import type { Db } from '../db';
import { attemptKeys, clearAttempts, reserveAttempt } from '../lib/attempts';
import { currentAccount, issueToken, revokeToken } from '../lib/auth';
import { badRequest, jsonBody, MockHttpError, type Router } from '../lib/http';
import { trimmedFields } from '../lib/visible-fields';
import { accountByEmail, issueOneTimeToken, takeOneTimeToken } from '../lib/one-time-tokens';
import { sendMail } from '../lib/outbox';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { registerCredentials } from './user-credentials';

export function userInfo(account: AccountRecord): UserInfo {
  return {
    identifier: account.identifier,
    email: account.email,
    userType: account.userType,
    isSocial: account.isSocial,
    firstName: account.firstName,
    lastName: account.lastName,
    isActive: account.isActive,
    emailVerified: account.emailVerified,
    cookieConsent: null,
  };
}

function isValidTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

const REGISTERED = 'Registration successful. Check your e-mail to verify your account.';

export function registerUser(router: Router, db: Db): void {
  router.post(
    '/user/register',
    async (ctx) => {
      const body = trimmedFields(await jsonBody(ctx, RegisterUserBody), { firstName: 1, lastName: 1 });
      const errors: string[] = [];
      if (body.userType === 'client') {
        for (const field of ['firstName', 'lastName', 'phoneNumber'] as const)
          if (!body[field]) errors.push(`${field}: required for clients`);
      } else if (!body.countryIdentifier) errors.push('countryIdentifier: Country is required');
      else if (!findCountry(body.countryIdentifier)) errors.push('countryIdentifier: unknown country');
      if (errors.length) throw badRequest(errors);
      // Hashed on both paths: the answer's time must not tell whether the address has an account.
      const passwordHash = await hashPassword(body.password);
      const existing = accountByEmail(db, body.email);
      if (existing) {
        // The same answer as a new sign-up (decision 0025); the address's owner is told by e-mail instead.
        if (existing.emailVerified) sendMail(db, { kind: 'account-exists', to: existing.email, link: '/login/' });
        else issueOneTimeToken(db, 'verify', existing.email);
        return { message: REGISTERED, email: body.email };
      }

      const identifier = db.newId(body.userType === 'client' ? 'cl' : 'pr');
      db.state.accounts.push({
        identifier,
        email: body.email,
        passwordHash,
        userType: body.userType,
        isSocial: false,
        firstName: body.firstName ?? null,
        lastName: body.lastName ?? null,
        isActive: true,
        emailVerified: false,
        timezone: null,
        phoneNumber: body.phoneNumber ?? null,
        createdAt: db.now().toISOString(),
      });
      if (body.userType === 'client') {
        db.state.clientProfiles.push(
          newClientProfile(identifier, { countryIdentifier: body.countryIdentifier ?? null }),
        );
      } else {
        db.state.providerProfiles.push(
          newProviderProfile(identifier, {
            countryIdentifier: body.countryIdentifier!,
            firstName: body.firstName ?? null,
            lastName: body.lastName ?? null,
            phoneNumber: body.phoneNumber ?? null,
          }),
        );
      }
      issueOneTimeToken(db, 'verify', body.email);
      return { message: REGISTERED, email: body.email };
    },
    { status: 201, idempotent: true },
  );

  router.post('/user/login', async (ctx) => {
    const body = await jsonBody(ctx, LoginUserBody);
    const attempts = attemptKeys.login(body.email);
    reserveAttempt(db, attempts);
    const account = accountByEmail(db, body.email);
    // An unknown address is checked against a dummy hash: one derivation on every path (lib/passwords.ts).
    const matches = await verifyPassword(body.password, account?.passwordHash ?? null);
    if (!account || !matches) {
      throw new MockHttpError(401, 'Invalid email or password.', { code: 'INVALID_CREDENTIALS' });
    }
    clearAttempts(db, attempts);
    if (!account.emailVerified)
      throw new MockHttpError(403, 'Please verify your e-mail address first.', { code: 'ACCOUNT_NOT_VERIFIED' });
    const token = issueToken(db, account.identifier);
    return {
      token: token.token,
      expiresAt: token.expiresAt,
      userType: account.userType,
      isActive: account.isActive,
      user: userInfo(account),
    };
  });

  router.post('/user/logout', (ctx) => {
    revokeToken(db, ctx);
    return { message: 'Logged out' };
  });

  router.post('/user/register/verify', async (ctx) => {
    const { token } = await jsonBody(ctx, VerifyRegistrationBody);
    takeOneTimeToken(db, 'verify', token).emailVerified = true;
    return { message: 'Email verified successfully' };
  });

  router.post('/user/register/request-verification', async (ctx) => {
    const { email } = await jsonBody(ctx, RequestVerificationEmailBody);
    const account = accountByEmail(db, email);
    if (account && !account.emailVerified) issueOneTimeToken(db, 'verify', account.email);
    return { message: 'Verification email sent' };
  });

  registerCredentials(router, db);

  router.get('/user/info', (ctx) => userInfo(currentAccount(db, ctx)));

  router.get('/user/timezone', (ctx) => ({ timezone: currentAccount(db, ctx).timezone ?? DEFAULT_TIMEZONE.timezone }));

  router.post('/user/timezone', async (ctx) => {
    const account = currentAccount(db, ctx);
    const { timezone } = await jsonBody(ctx, UpdateUserTimezoneBody);
    if (!isValidTimezone(timezone)) throw badRequest([`timezone: ${timezone} is not an IANA time zone`]);
    account.timezone = timezone;
    return { timezone };
  });

  router.post(
    '/contact',
    async (ctx) => {
      trimmedFields(await jsonBody(ctx, SubmitContactFormBody), { firstName: 1, lastName: 1, message: 1 });
      return { message: 'Thank you, we will get back to you soon.' };
    },
    { idempotent: true },
  );
}
