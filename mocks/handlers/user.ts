import type { UserInfo } from '../../generated/model';
import { LoginUserBody } from '../../generated/zod/user/user.zod';
import type { AccountRecord } from '../data/accounts';
import type { Db } from '../db';
import { currentAccount, issueToken } from '../lib/auth';
import { jsonBody, MockHttpError, type Router } from '../lib/http';

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

export function registerUser(router: Router, db: Db): void {
  router.post('/user/login', async (ctx) => {
    const body = await jsonBody(ctx, LoginUserBody);
    const account = db.state.accounts.find((a) => a.email.toLowerCase() === body.email.toLowerCase());
    if (!account || account.password === null || account.password !== body.password) {
      throw new MockHttpError(401, 'Invalid email or password.', { code: 'INVALID_CREDENTIALS' });
    }
    if (!account.emailVerified) throw new MockHttpError(403, 'Please verify your e-mail address first.', { code: 'ACCOUNT_NOT_VERIFIED' });
    const token = issueToken(db, account.identifier);
    return { token: token.token, expiresAt: token.expiresAt, userType: account.userType, isActive: account.isActive, user: userInfo(account) };
  });

  router.get('/user/info', (ctx) => userInfo(currentAccount(db, ctx)));
}
