// Accounts: sign-up and verification, login, password reset and change, e-mail change with a 6-digit code, account
// deletion, user info, time zone and the contact form. Nothing is e-mailed: the verification and reset tokens and
// the e-mail change codes are recorded in the accounts slice (db.state.oneTimeTokens, db.state.emailChanges), and
// each "sent" mail is kept in the mock outbox (lib/outbox.ts).
import type { UserInfo } from '../../generated/model';
import {
  ConfirmEmailChangeBody,
  DeleteAccountBody,
  LoginUserBody,
  RegisterUserBody,
  RequestEmailChangeBody,
  RequestPasswordResetBody,
  RequestVerificationEmailBody,
  ResetPasswordBody,
  SubmitContactFormBody,
  UpdatePasswordBody,
  UpdateUserTimezoneBody,
  VerifyRegistrationBody,
} from '../../generated/zod/user/user.zod';
import type { AccountRecord } from '../data/accounts';
import { newClientProfile, newProviderProfile } from '../data/profiles';
import { DEFAULT_TIMEZONE, findCountry } from '../data/regions';
import type { Db } from '../db';
import { currentAccount, issueToken, revokeToken } from '../lib/auth';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { badRequest, conflict, jsonBody, MockHttpError, type Router } from '../lib/http';
import { sendMail } from '../lib/outbox';

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

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const accountByEmail = (db: Db, email: string) => db.state.accounts.find((a) => sameEmail(a.email, email));

export function isValidTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** Records a one-time token and "e-mails" its link to the address (the mock outbox). */
function issueOneTimeToken(db: Db, purpose: 'verify' | 'reset', email: string): void {
  db.state.oneTimeTokens = db.state.oneTimeTokens.filter((t) => !(t.purpose === purpose && sameEmail(t.email, email)));
  const token = db.newId(purpose);
  db.state.oneTimeTokens.push({ token, purpose, email: email.toLowerCase() });
  const page = purpose === 'verify' ? '/verify-email/' : '/reset-password/';
  sendMail(db, { kind: purpose, to: email, link: `${page}?token=${encodeURIComponent(token)}` });
}

/** Consumes a one-time token; an unknown (or used) token is 400. */
function takeOneTimeToken(db: Db, purpose: 'verify' | 'reset', token: string): AccountRecord {
  const record = db.state.oneTimeTokens.find((t) => t.purpose === purpose && t.token === token);
  const account = record && accountByEmail(db, record.email);
  if (!record || !account) throw new MockHttpError(400, 'Invalid or expired token.', { code: 'INVALID_TOKEN', errors: ['token: invalid or expired'] });
  db.state.oneTimeTokens = db.state.oneTimeTokens.filter((t) => t !== record);
  return account;
}

const sixDigitCode = () => String(Math.floor(100000 + Math.random() * 900000));

export function registerUser(router: Router, db: Db): void {
  router.post(
    '/user/register',
    async (ctx) => {
      const body = await jsonBody(ctx, RegisterUserBody);
      const errors: string[] = [];
      if (body.userType === 'client') {
        for (const field of ['firstName', 'lastName', 'phoneNumber'] as const) if (!body[field]) errors.push(`${field}: required for clients`);
      } else if (!body.countryIdentifier) errors.push('countryIdentifier: Country is required');
      else if (!findCountry(body.countryIdentifier)) errors.push('countryIdentifier: unknown country');
      if (errors.length) throw badRequest(errors);
      if (accountByEmail(db, body.email)) throw conflict('An account with this e-mail address already exists.', 'EMAIL_TAKEN');

      const identifier = db.newId(body.userType === 'client' ? 'cl' : 'pr');
      db.state.accounts.push({
        identifier,
        email: body.email,
        passwordHash: await hashPassword(body.password),
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
        db.state.clientProfiles.push(newClientProfile(identifier, { countryIdentifier: body.countryIdentifier ?? null }));
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
      return { message: 'Registration successful. Check your e-mail to verify your account.', email: body.email };
    },
    { status: 201 },
  );

  router.post('/user/login', async (ctx) => {
    const body = await jsonBody(ctx, LoginUserBody);
    const account = accountByEmail(db, body.email);
    if (!account || !(await verifyPassword(body.password, account.passwordHash))) {
      throw new MockHttpError(401, 'Invalid email or password.', { code: 'INVALID_CREDENTIALS' });
    }
    if (!account.emailVerified) throw new MockHttpError(403, 'Please verify your e-mail address first.', { code: 'ACCOUNT_NOT_VERIFIED' });
    const token = issueToken(db, account.identifier);
    return { token: token.token, expiresAt: token.expiresAt, userType: account.userType, isActive: account.isActive, user: userInfo(account) };
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

  router.post('/user/request-password-reset', async (ctx) => {
    const { email } = await jsonBody(ctx, RequestPasswordResetBody);
    const account = accountByEmail(db, email);
    if (account) issueOneTimeToken(db, 'reset', account.email);
    return { message: 'Password reset link sent' };
  });

  router.post('/user/password-reset', async (ctx) => {
    const body = await jsonBody(ctx, ResetPasswordBody);
    const account = takeOneTimeToken(db, 'reset', body.token);
    account.passwordHash = await hashPassword(body.password);
    db.state.tokens = db.state.tokens.filter((t) => t.userIdentifier !== account.identifier);
    return { message: 'Password reset successful' };
  });

  router.post('/user/profile/update-password', async (ctx) => {
    const account = currentAccount(db, ctx);
    const body = await jsonBody(ctx, UpdatePasswordBody);
    if (!(await verifyPassword(body.oldPassword, account.passwordHash))) throw badRequest(['oldPassword: does not match the current password']);
    account.passwordHash = await hashPassword(body.newPassword);
    return { message: 'Password updated successfully' };
  });

  router.post('/user/profile/change-email', async (ctx) => {
    const account = currentAccount(db, ctx);
    const { email } = await jsonBody(ctx, RequestEmailChangeBody);
    if (sameEmail(email, account.email)) throw badRequest(['email: this is already your e-mail address']);
    if (accountByEmail(db, email)) throw conflict('This e-mail address is already in use.', 'EMAIL_TAKEN');
    db.state.emailChanges = db.state.emailChanges.filter((c) => c.userIdentifier !== account.identifier);
    const code = sixDigitCode();
    db.state.emailChanges.push({ userIdentifier: account.identifier, email, code });
    sendMail(db, { kind: 'email-change', to: email, code });
    return { message: 'Input Your OTP Sent Via Email' };
  });

  router.post('/user/profile/validate-email-change', async (ctx) => {
    const account = currentAccount(db, ctx);
    const { token } = await jsonBody(ctx, ConfirmEmailChangeBody);
    const change = db.state.emailChanges.find((c) => c.userIdentifier === account.identifier);
    if (!change || change.code !== token) throw new MockHttpError(400, 'Invalid code.', { code: 'INVALID_CODE', errors: ['token: wrong or expired code'] });
    if (accountByEmail(db, change.email)) throw conflict('This e-mail address is already in use.', 'EMAIL_TAKEN');
    account.email = change.email;
    db.state.emailChanges = db.state.emailChanges.filter((c) => c !== change);
    return { email: account.email };
  });

  router.delete('/user/profile/delete-account', async (ctx) => {
    const account = currentAccount(db, ctx);
    const { password } = await jsonBody(ctx, DeleteAccountBody);
    if (!account.isSocial) {
      if (!password) throw badRequest(['password: required']);
      if (!(await verifyPassword(password, account.passwordHash))) throw badRequest(['password: does not match']);
    }
    const id = account.identifier;
    db.state.accounts = db.state.accounts.filter((a) => a !== account);
    db.state.tokens = db.state.tokens.filter((t) => t.userIdentifier !== id);
    db.state.oneTimeTokens = db.state.oneTimeTokens.filter((t) => !sameEmail(t.email, account.email));
    db.state.emailChanges = db.state.emailChanges.filter((c) => c.userIdentifier !== id);
    db.state.clientProfiles = db.state.clientProfiles.filter((p) => p.identifier !== id);
    db.state.providerProfiles = db.state.providerProfiles.filter((p) => p.identifier !== id);
    return { message: 'Account Deleted Successfully' };
  });

  router.get('/user/info', (ctx) => userInfo(currentAccount(db, ctx)));

  router.get('/user/timezone', (ctx) => ({ timezone: currentAccount(db, ctx).timezone ?? DEFAULT_TIMEZONE.timezone }));

  router.post('/user/timezone', async (ctx) => {
    const account = currentAccount(db, ctx);
    const { timezone } = await jsonBody(ctx, UpdateUserTimezoneBody);
    if (!isValidTimezone(timezone)) throw badRequest([`timezone: ${timezone} is not an IANA time zone`]);
    account.timezone = timezone;
    return { timezone };
  });

  router.post('/contact', async (ctx) => {
    await jsonBody(ctx, SubmitContactFormBody);
    return { message: 'Thank you, we will get back to you soon.' };
  });
}
