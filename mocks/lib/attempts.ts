// Attempt limits (decision 0025): at most 5 failures of one kind per key (an e-mail address at login, an account for
// its password and its e-mail change code) in 15 minutes. The next attempt is 429 TOO_MANY_ATTEMPTS with
// `Retry-After` (seconds until the oldest failure leaves the window), whatever it carries, a right password included.
// An attempt is counted as a failure before its password or code is checked (`reserveAttempt`), and forgotten when
// it turns out right: parallel guesses, which all pass the check before any of them has failed, are each counted.
import type { Db } from '../db';
import { MockHttpError } from './http';

export const ATTEMPT_LIMIT = 5;
export const ATTEMPT_WINDOW_MS = 15 * 60_000;

/** What is counted: logins per address (whether or not it has an account, so the limit tells nothing), password checks and e-mail change codes per account. */
export const attemptKeys = {
  login: (email: string) => `login:${email.toLowerCase()}`,
  password: (userIdentifier: string) => `password:${userIdentifier}`,
  emailCode: (userIdentifier: string) => `email-code:${userIdentifier}`,
};

export interface AttemptRecord {
  key: string;
  /** When each recent failure happened (ISO), oldest first. */
  failures: string[];
}

/** The store's attempt records (a state stored before they existed has none). */
function records(db: Db): AttemptRecord[] {
  const state: { attempts?: AttemptRecord[] } = db.state;
  state.attempts ??= [];
  return state.attempts;
}

function recentFailures(db: Db, key: string): number[] {
  const since = db.now().getTime() - ATTEMPT_WINDOW_MS;
  return (records(db).find((r) => r.key === key)?.failures ?? []).map(Date.parse).filter((at) => at > since);
}

function tooManyAttempts(retryAfterSeconds: number): MockHttpError {
  return new MockHttpError(
    429,
    'Too many attempts. Please try again later.',
    { code: 'TOO_MANY_ATTEMPTS' },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** Throws 429 while `key` has had the limit of failures within the window. */
function checkAttempts(db: Db, key: string): void {
  const failures = recentFailures(db, key);
  if (failures.length < ATTEMPT_LIMIT) return;
  const oldest = failures[failures.length - ATTEMPT_LIMIT]!;
  throw tooManyAttempts(Math.max(1, Math.ceil((oldest + ATTEMPT_WINDOW_MS - db.now().getTime()) / 1000)));
}

/**
 * Refuses with 429 at the limit, else counts this attempt as a failure now, before the (slow) password or code check:
 * a success then forgets it with `clearAttempts`, a failure leaves it counted.
 */
export function reserveAttempt(db: Db, key: string): void {
  checkAttempts(db, key);
  failAttempt(db, key);
}

/** Counts a failure, and saves at once: the failed request's error answer would otherwise skip the save. */
function failAttempt(db: Db, key: string): void {
  const list = records(db);
  const failures = recentFailures(db, key).map((at) => new Date(at).toISOString());
  const kept = list.filter(
    (r) => r.key !== key && r.failures.some((at) => Date.parse(at) > db.now().getTime() - ATTEMPT_WINDOW_MS),
  );
  kept.push({ key, failures: [...failures, db.now().toISOString()] });
  list.splice(0, list.length, ...kept);
  db.save();
}

/** A success forgets the key's failures. */
export function clearAttempts(db: Db, key: string): void {
  const list = records(db);
  const index = list.findIndex((r) => r.key === key);
  if (index >= 0) list.splice(index, 1);
}
