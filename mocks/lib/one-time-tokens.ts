// The verification and reset links' tokens, and finding accounts by e-mail (any letter case). A token is 256 random
// bits, used once, and expires: a verification link after 24 hours, a reset link after 1 hour (decision 0025).
import type { AccountRecord } from '../data/accounts';
import type { Db } from '../db';
import { MockHttpError } from './http';
import { sendMail } from './outbox';
import { randomToken } from './secrets';

export type OneTimePurpose = 'verify' | 'reset';

export const ONE_TIME_TTL_MS: Record<OneTimePurpose, number> = { verify: 24 * 3_600_000, reset: 3_600_000 };

export const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
export const accountByEmail = (db: Db, email: string) => db.state.accounts.find((a) => sameEmail(a.email, email));

/** Records a one-time token (replacing the address's earlier one of that purpose) and "e-mails" its link. */
export function issueOneTimeToken(db: Db, purpose: OneTimePurpose, email: string): void {
  const now = db.now().getTime();
  // Expired tokens of anyone go too: the list holds only links that still work.
  db.state.oneTimeTokens = db.state.oneTimeTokens.filter(
    (t) => !(t.purpose === purpose && sameEmail(t.email, email)) && isLive(t, now),
  );
  const token = randomToken();
  db.state.oneTimeTokens.push({
    token,
    purpose,
    email: email.toLowerCase(),
    expiresAt: new Date(now + ONE_TIME_TTL_MS[purpose]).toISOString(),
  });
  const page = purpose === 'verify' ? '/verify-email/' : '/reset-password/';
  sendMail(db, { kind: purpose, to: email, link: `${page}?token=${encodeURIComponent(token)}` });
}

/** A token without an expiry comes from a store older than expiries: it no longer works. */
const isLive = (t: { expiresAt?: string }, now: number) => t.expiresAt !== undefined && Date.parse(t.expiresAt) > now;

/** Consumes a one-time token; an unknown, used or expired token is 400 INVALID_TOKEN. */
export function takeOneTimeToken(db: Db, purpose: OneTimePurpose, token: string): AccountRecord {
  const record = db.state.oneTimeTokens.find((t) => t.purpose === purpose && t.token === token);
  const account = record && isLive(record, db.now().getTime()) ? accountByEmail(db, record.email) : undefined;
  if (!record || !account)
    throw new MockHttpError(400, 'Invalid or expired token.', {
      code: 'INVALID_TOKEN',
      errors: ['token: invalid or expired'],
    });
  db.state.oneTimeTokens = db.state.oneTimeTokens.filter((t) => t !== record);
  return account;
}
