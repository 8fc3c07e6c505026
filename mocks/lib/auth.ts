import type { AccountRecord, TokenRecord } from '../data/accounts';
import type { Db } from '../db';
import { forbidden, unauthorized, type RequestContext } from './http';
import { randomToken } from './secrets';

export const TOKEN_TTL_MS = 12 * 3_600_000;

/** A new session: 256 random bits, valid until the `expiresAt` the login answers. Expired sessions are dropped. */
export function issueToken(db: Db, userIdentifier: string, ttlMs = TOKEN_TTL_MS): TokenRecord {
  const now = db.now().getTime();
  const record = { token: randomToken(), userIdentifier, expiresAt: new Date(now + ttlMs).toISOString() };
  db.state.tokens = db.state.tokens.filter((t) => Date.parse(t.expiresAt) > now);
  db.state.tokens.push(record);
  return record;
}

/** Ends every session of the account but the request's own (a password change: decision 0025). */
export function revokeOtherSessions(db: Db, ctx: RequestContext, userIdentifier: string): void {
  const current = bearerToken(ctx);
  db.state.tokens = db.state.tokens.filter((t) => t.userIdentifier !== userIdentifier || t.token === current);
}

/** The request's bearer token, or '' without one. */
export const bearerToken = (ctx: RequestContext) => {
  const header = ctx.request.headers.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : '';
};

/** Logout: the request's token stops working (nothing happens for an unknown one; no token at all is 401). */
export function revokeToken(db: Db, ctx: RequestContext): void {
  const token = bearerToken(ctx);
  if (!token) throw unauthorized();
  db.state.tokens = db.state.tokens.filter((t) => t.token !== token);
}

/** The signed-in account; a missing, unknown or expired token is 401 UNAUTHORIZED_ACCESS. */
export function currentAccount(db: Db, ctx: RequestContext): AccountRecord {
  const token = bearerToken(ctx);
  const record = db.state.tokens.find((t) => t.token === token);
  if (!record || Date.parse(record.expiresAt) <= db.now().getTime()) throw unauthorized();
  const account = db.state.accounts.find((a) => a.identifier === record.userIdentifier);
  if (!account) throw unauthorized();
  return account;
}

/** The signed-in account, which must be of this type: clients cannot call provider paths and the reverse (403). */
export function requireRole(db: Db, ctx: RequestContext, userType: AccountRecord['userType']): AccountRecord {
  const account = currentAccount(db, ctx);
  if (account.userType !== userType) throw forbidden(`Only ${userType}s may do this.`);
  return account;
}
