import type { UserType } from '../../generated/model';
import type { AttemptRecord } from '../lib/attempts';
import type { OutboxMail } from '../lib/outbox';
import type { SeedClock } from './clock';
import { SEED_PASSWORD_PENDING } from '../lib/passwords';
import { emails, ids } from './ids';

export interface AccountRecord {
  identifier: string;
  email: string;
  /** `pbkdf2-sha256$…` (lib/passwords.ts); null for a social account, which has no password. */
  passwordHash: string | null;
  userType: UserType;
  isSocial: boolean;
  firstName: string | null;
  lastName: string | null;
  isActive: boolean;
  emailVerified: boolean;
  timezone: string | null;
  /** Given at client sign-up. */
  phoneNumber: string | null;
  createdAt: string;
}

export interface TokenRecord {
  token: string;
  userIdentifier: string;
  expiresAt: string;
}

export interface AccountsState {
  accounts: AccountRecord[];
  tokens: TokenRecord[];
  /**
   * Registration verification and password reset tokens, by token: the demo's "e-mail" (read them here). A token
   * without `expiresAt` (a store from before expiries) no longer works.
   */
  oneTimeTokens: { token: string; purpose: 'verify' | 'reset'; email: string; expiresAt?: string }[];
  /**
   * Pending e-mail changes: the 6-digit code "sent" to the new address (one per account), valid until `expiresAt`
   * (15 minutes; a change without it no longer works).
   */
  emailChanges: { userIdentifier: string; email: string; code: string; expiresAt?: string }[];
  /** Recent failed logins, password checks and e-mail change codes (lib/attempts.ts). */
  attempts: AttemptRecord[];
  /** Every e-mail "sent", oldest first (mocks/lib/outbox.ts). */
  outbox: OutboxMail[];
}

export function seedAccounts(clock: SeedClock): AccountsState {
  const createdAt = clock.daysAgo(90);
  const account = (
    a: Partial<AccountRecord> & Pick<AccountRecord, 'identifier' | 'email' | 'userType'>,
  ): AccountRecord => ({
    // Db hashes the demo password (DEMO_PASSWORD) for each seeded account at load (lib/passwords.ts).
    passwordHash: SEED_PASSWORD_PENDING,
    isSocial: false,
    firstName: null,
    lastName: null,
    isActive: true,
    emailVerified: true,
    timezone: null,
    phoneNumber: null,
    createdAt,
    ...a,
  });
  return {
    accounts: [
      account({
        identifier: ids.client,
        email: emails.client,
        userType: 'client',
        firstName: 'Grace',
        lastName: 'Adeyemi',
        timezone: 'Africa/Lagos',
      }),
      account({
        identifier: ids.socialClient,
        email: emails.socialClient,
        userType: 'client',
        isSocial: true,
        passwordHash: null,
        firstName: 'Sam',
        lastName: 'Social',
      }),
      account({ identifier: ids.namelessClient, email: emails.namelessClient, userType: 'client' }),
      account({
        identifier: ids.provider,
        email: emails.provider,
        userType: 'provider',
        firstName: 'Amaka',
        lastName: 'Okafor',
        timezone: 'Africa/Lagos',
      }),
      account({
        identifier: ids.secondProvider,
        email: emails.secondProvider,
        userType: 'provider',
        firstName: 'Lena',
        lastName: 'Hoffmann',
        timezone: 'Europe/Berlin',
      }),
      account({
        identifier: ids.newProvider,
        email: emails.newProvider,
        userType: 'provider',
        firstName: 'Ruth',
        lastName: 'Mensah',
        timezone: 'Europe/London',
      }),
      account({
        identifier: ids.partnerClient,
        email: emails.partnerClient,
        userType: 'client',
        firstName: 'Alex',
        lastName: 'Morgan',
        timezone: 'Europe/London',
      }),
    ],
    tokens: [],
    oneTimeTokens: [],
    emailChanges: [],
    attempts: [],
    outbox: [],
  };
}
