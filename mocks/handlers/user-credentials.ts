// Credentials of an account: password reset and change, e-mail change with a 6-digit code, deletion. Every check of a
// signed-in account's password and every code guess counts towards the attempt limit (lib/attempts.ts, decision
// 0025); a password change ends the account's other sessions.
import {
  ConfirmEmailChangeBody,
  DeleteAccountBody,
  RequestEmailChangeBody,
  RequestPasswordResetBody,
  ResetPasswordBody,
  UpdatePasswordBody,
} from '../../generated/zod/user/user.zod';
import type { AccountRecord } from '../data/accounts';
import type { Db } from '../db';
import { attemptKeys, clearAttempts, reserveAttempt } from '../lib/attempts';
import { currentAccount, revokeOtherSessions } from '../lib/auth';
import { badRequest, conflict, jsonBody, MockHttpError, type Router } from '../lib/http';
import { accountByEmail, issueOneTimeToken, sameEmail, takeOneTimeToken } from '../lib/one-time-tokens';
import { sendMail } from '../lib/outbox';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { randomDigits } from '../lib/secrets';

/** How long an e-mail change code works. */
export const EMAIL_CODE_TTL_MS = 15 * 60_000;

/**
 * The signed-in account's own password, asked again (old password of a change, e-mail change, deletion): a wrong one
 * is 400 INVALID_PASSWORD naming the field, and counts towards the limit; a social account has none to ask.
 */
async function checkOwnPassword(
  db: Db,
  account: AccountRecord,
  password: string | undefined,
  field: string,
  mismatch: string,
): Promise<void> {
  if (account.isSocial) return;
  if (!password) throw badRequest([`${field}: required`]);
  const key = attemptKeys.password(account.identifier);
  reserveAttempt(db, key);
  if (!(await verifyPassword(password, account.passwordHash))) {
    throw new MockHttpError(400, 'Validation failed', { code: 'INVALID_PASSWORD', errors: [`${field}: ${mismatch}`] });
  }
  clearAttempts(db, key);
}

export function registerCredentials(router: Router, db: Db): void {
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
    // The link proved the mailbox: a login lockout of the address is over.
    clearAttempts(db, attemptKeys.login(account.email));
    return { message: 'Password reset successful' };
  });

  router.post('/user/profile/update-password', async (ctx) => {
    const account = currentAccount(db, ctx);
    const body = await jsonBody(ctx, UpdatePasswordBody);
    if (account.isSocial) throw badRequest(['oldPassword: this account has no password']);
    await checkOwnPassword(db, account, body.oldPassword, 'oldPassword', 'does not match the current password');
    account.passwordHash = await hashPassword(body.newPassword);
    revokeOtherSessions(db, ctx, account.identifier);
    return { message: 'Password updated successfully' };
  });

  router.post('/user/profile/change-email', async (ctx) => {
    const account = currentAccount(db, ctx);
    const { email, password } = await jsonBody(ctx, RequestEmailChangeBody);
    await checkOwnPassword(db, account, password, 'password', 'does not match');
    if (sameEmail(email, account.email)) throw badRequest(['email: this is already your e-mail address']);
    const code = randomDigits(6);
    db.state.emailChanges = db.state.emailChanges.filter((c) => c.userIdentifier !== account.identifier);
    db.state.emailChanges.push({
      userIdentifier: account.identifier,
      email,
      code,
      expiresAt: new Date(db.now().getTime() + EMAIL_CODE_TTL_MS).toISOString(),
    });
    // The same answer whether or not the address has an account (decision 0025): its owner gets a notice, not the code.
    if (accountByEmail(db, email)) sendMail(db, { kind: 'email-in-use', to: email });
    else sendMail(db, { kind: 'email-change', to: email, code });
    return { message: 'Input Your OTP Sent Via Email' };
  });

  router.post('/user/profile/validate-email-change', async (ctx) => {
    const account = currentAccount(db, ctx);
    const { token } = await jsonBody(ctx, ConfirmEmailChangeBody);
    const key = attemptKeys.emailCode(account.identifier);
    reserveAttempt(db, key);
    const change = db.state.emailChanges.find((c) => c.userIdentifier === account.identifier);
    const live = change?.expiresAt !== undefined && Date.parse(change.expiresAt) > db.now().getTime();
    if (!change || !live || change.code !== token) {
      throw new MockHttpError(400, 'Invalid code.', { code: 'INVALID_CODE', errors: ['token: wrong or expired code'] });
    }
    clearAttempts(db, key);
    if (accountByEmail(db, change.email)) throw conflict('This e-mail address is already in use.', 'EMAIL_TAKEN');
    account.email = change.email;
    db.state.emailChanges = db.state.emailChanges.filter((c) => c !== change);
    return { email: account.email };
  });

  router.delete('/user/profile/delete-account', async (ctx) => {
    const account = currentAccount(db, ctx);
    const { password } = await jsonBody(ctx, DeleteAccountBody);
    await checkOwnPassword(db, account, password, 'password', 'does not match');
    const id = account.identifier;
    db.state.accounts = db.state.accounts.filter((a) => a !== account);
    db.state.tokens = db.state.tokens.filter((t) => t.userIdentifier !== id);
    db.state.oneTimeTokens = db.state.oneTimeTokens.filter((t) => !sameEmail(t.email, account.email));
    db.state.emailChanges = db.state.emailChanges.filter((c) => c.userIdentifier !== id);
    db.state.clientProfiles = db.state.clientProfiles.filter((p) => p.identifier !== id);
    db.state.providerProfiles = db.state.providerProfiles.filter((p) => p.identifier !== id);
    // Nothing keeps serving or mailing the deleted account: its calendar feed, its waitlist entries (their offers) and
    // its attempt counters go too; its file links were signed with its sessions, which are gone above.
    db.state.calendarSubscriptions = db.state.calendarSubscriptions.filter((s) => s.userIdentifier !== id);
    db.state.bookingWaitlist = db.state.bookingWaitlist.filter((w) => w.clientIdentifier !== id);
    for (const key of [attemptKeys.password(id), attemptKeys.emailCode(id)]) clearAttempts(db, key);
    return { message: 'Account Deleted Successfully' };
  });
}
