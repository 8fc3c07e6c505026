// The offline backend's in-memory store: one JSON-serialisable state made of per-area slices, persisted after
// every change (localStorage in the browser), with a reset to the seed.
import { seedAccounts, type AccountsState } from './data/accounts';
import { seedClock } from './data/clock';
import { seedContent, type ContentState } from './data/content';
import { seedProfiles, type ProfilesState } from './data/profiles';
import { seedScheduling, type SchedulingState } from './data/scheduling';
import { seedWallet, type WalletState } from './data/wallet';
import { DEMO_PASSWORD } from './data/ids';
import { hashPassword, SEED_ITERATIONS, SEED_PASSWORD_PENDING } from './lib/passwords';

/** 2: passwords are stored hashed (an older state with readable passwords is replaced by a fresh seed). */
export const STATE_VERSION = 2;

export type DemoState = { version: number; seededAt: string } & AccountsState &
  ProfilesState &
  SchedulingState &
  WalletState &
  ContentState;

export interface StateStorage {
  load(): string | null;
  save(serialized: string): void;
  clear(): void;
}

export function createSeed(now: Date): DemoState {
  const clock = seedClock(now);
  return {
    version: STATE_VERSION,
    seededAt: now.toISOString(),
    ...seedAccounts(clock),
    ...seedProfiles(clock),
    ...seedScheduling(clock),
    ...seedWallet(clock),
    ...seedContent(clock),
  };
}

/** A persisted seed older than this is replaced, so that "within 48 hours" still means what the seed meant. */
const MAX_SEED_AGE_MS = 24 * 3_600_000;

export class Db {
  state: DemoState;
  /** Uploaded file contents (notes, messages, documents) stay in memory only: id → blob. */
  readonly blobs = new Map<string, Blob>();
  /** Settles once the seeded accounts' passwords are hashed; every route waits for it (handlers/index.ts). */
  ready: Promise<void>;
  private clockOffsetMs = 0;
  private counter = 0;

  constructor(private readonly storage?: StateStorage) {
    this.state = this.loadOrSeed();
    this.ready = this.hashSeedPasswords();
  }

  /** The seed names no password: each seeded account gets the demo password's hash, with its own salt. */
  private async hashSeedPasswords(): Promise<void> {
    const pending = this.state.accounts.filter((a) => a.passwordHash === SEED_PASSWORD_PENDING);
    if (!pending.length) return;
    const hashes = await Promise.all(pending.map(() => hashPassword(DEMO_PASSWORD, SEED_ITERATIONS)));
    pending.forEach((account, i) => (account.passwordHash = hashes[i] ?? null));
    this.save();
  }

  now(): Date {
    return new Date(Date.now() + this.clockOffsetMs);
  }

  /** Tests move the mock's clock; the seed stays where it was. */
  advanceClock(ms: number): void {
    this.clockOffsetMs += ms;
  }

  /** A new identifier with a readable prefix, unique within this store. */
  newId(prefix: string): string {
    this.counter += 1;
    return `${prefix}_${this.now().getTime().toString(36)}${this.counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  }

  save(): void {
    this.storage?.save(JSON.stringify(this.state));
  }

  reset(): void {
    this.state = createSeed(this.now());
    this.blobs.clear();
    this.save();
    this.ready = this.hashSeedPasswords();
  }

  private loadOrSeed(): DemoState {
    const raw = this.storage?.load();
    if (raw) {
      try {
        const parsed = JSON.parse(raw) as DemoState;
        const age = Date.now() - Date.parse(parsed.seededAt);
        if (parsed.version === STATE_VERSION && age >= 0 && age < MAX_SEED_AGE_MS) return parsed;
      } catch {
        // corrupt storage: fall through to a fresh seed
      }
    }
    const seed = createSeed(this.now());
    this.storage?.save(JSON.stringify(seed));
    return seed;
  }
}

export function localStorageState(key = 'demo-backend-state'): StateStorage {
  return {
    load: () => window.localStorage.getItem(key),
    save: (s) => window.localStorage.setItem(key, s),
    clear: () => window.localStorage.removeItem(key),
  };
}
