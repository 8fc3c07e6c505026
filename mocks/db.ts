// The offline backend's in-memory store: one JSON-serialisable state made of per-area slices, persisted after
// every change (IndexedDB in the browser), with a reset to the seed.
import { seedAccounts, type AccountsState } from './data/accounts';
import { seedClock } from './data/clock';
import { seedContent, type ContentState } from './data/content';
import { seedCalendar, type CalendarState } from './data/calendar';
import { seedProfiles, type ProfilesState } from './data/profiles';
import { seedScheduling, type SchedulingState } from './data/scheduling';
import { seedWallet, type WalletState } from './data/wallet';
import { seedWaitlist, type WaitlistState } from './data/waitlist';
import { DEMO_PASSWORD } from './data/ids';
import { addLargeDataSet } from './data/large';
import { hashPassword, SEED_ITERATIONS, SEED_PASSWORD_PENDING } from './lib/passwords';
import { FileBytes, type FileStorage } from './lib/file-bytes';
import { readState, writeState, type StateStorage } from './persist';

export type { StateStorage } from './persist';

/**
 * 3: passwords are stored hashed, and the state as a head and one entry per slice (persist.ts). 4: files are references
 * without URLs (data/files.ts) and uploaded pictures live at /files/. 5: calendar subscriptions (data/calendar.ts). 6: the
 * waitlist for an earlier slot (data/waitlist.ts). An older stored state is replaced by a fresh seed.
 */
export const STATE_VERSION = 6;

export type DemoState = {
  version: number;
  seededAt: string;
  /** Absent for the default set. */ dataSet?: DataSet;
} & AccountsState &
  ProfilesState &
  SchedulingState &
  WalletState &
  ContentState &
  CalendarState &
  WaitlistState;

/** The demo data sets: `default` (the seed below) or `large` (the same plus data/large.ts). */
export type DataSet = 'default' | 'large';

export function createSeed(now: Date, dataSet: DataSet = 'default'): DemoState {
  const clock = seedClock(now);
  const state: DemoState = {
    version: STATE_VERSION,
    seededAt: now.toISOString(),
    ...seedAccounts(clock),
    ...seedProfiles(clock),
    ...seedScheduling(clock),
    ...seedWallet(clock),
    ...seedContent(clock),
    ...seedCalendar(),
    ...seedWaitlist(),
  };
  if (dataSet === 'large') {
    addLargeDataSet(state, clock);
    state.dataSet = 'large';
  }
  return state;
}

/** A persisted seed older than this is replaced, so that "within 48 hours" still means what the seed meant. */
const MAX_SEED_AGE_MS = 24 * 3_600_000;

export interface DbOptions {
  storage?: StateStorage;
  /** The data set to seed when nothing (usable) is stored, or to switch to. */
  dataSet?: DataSet;
  /** Where uploaded files' bytes outlive this backend (the demo worker's IndexedDB); memory only without it. */
  files?: FileStorage;
  /** A save the storage refused (full): the change stays in this tab's memory only. */
  onSaveFailed?: (error: unknown) => void;
  /** The caller's "now" in ms (the demo worker: the page's clock), when it is not this machine's. */
  now?: number;
}

export class Db {
  state: DemoState;
  /** Uploaded file contents (pictures, notes, messages, documents) by id (handlers/files.ts, lib/file-bytes.ts). */
  readonly blobs: FileBytes;
  /** Settles once the seeded accounts' passwords are hashed; every route waits for it (handlers/index.ts). */
  ready: Promise<void>;
  private clockOffsetMs = 0;
  private counter = 0;
  /** Saves so far: the revision that mock-only `GET /__mock/state` reports. */
  private saves = 0;
  /** Each stored part's JSON as last read or written: a save writes only what differs. */
  private readonly written = new Map<string, string>();
  private readonly storage?: StateStorage;

  constructor(private readonly options: DbOptions = {}) {
    this.storage = options.storage;
    if (options.now !== undefined) this.followClock(options.now);
    this.blobs = new FileBytes(options.files);
    this.state = this.loadOrSeed(options.dataSet);
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

  /**
   * From now on "now" is the caller's clock, which reads `now` at this moment: the demo worker keeps the time of the
   * page that calls it, so that a test's fixed clock (Playwright's `page.clock`) is the backend's too.
   */
  followClock(now: number): void {
    this.clockOffsetMs = now - Date.now();
  }

  /** A new identifier with a readable prefix, unique within this store. */
  newId(prefix: string): string {
    this.counter += 1;
    return `${prefix}_${this.now().getTime().toString(36)}${this.counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  }

  get dataSet(): DataSet {
    return this.state.dataSet ?? 'default';
  }

  /** Change and save without another change in between (see StateStorage.exclusive). */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.storage ? this.storage.exclusive(work) : work();
  }

  /** Persists the state; a refused write (storage full) keeps the change in memory and reports it. */
  save(): void {
    if (!this.storage) return;
    try {
      writeState(this.storage, this.state, this.written);
      this.saves += 1;
    } catch (error) {
      // The change stays in memory; the next save that fits writes every part still different.
      this.options.onSaveFailed?.(error);
    }
  }

  /** Counts saves (mock-only `GET /__mock/state`: tests copy a backend when it changes). */
  get revision(): number {
    return this.saves;
  }

  /** Replaces the whole state (mock-only `PUT /__mock/state`), e.g. with another backend's copy, and saves it. */
  replace(state: DemoState): void {
    this.state = state;
    this.save();
  }

  reset(dataSet: DataSet = 'default'): void {
    this.state = createSeed(this.now(), dataSet);
    this.blobs.clear();
    this.save();
    this.ready = this.hashSeedPasswords();
  }

  /** The stored state if it is usable: this version, seeded less than a day ago. */
  private load(): DemoState | null {
    if (!this.storage) return null;
    const parsed = readState(this.storage, this.written);
    if (!parsed) return null;
    const age = this.now().getTime() - Date.parse(parsed.seededAt);
    return parsed.version === STATE_VERSION && age >= 0 && age < MAX_SEED_AGE_MS ? parsed : null;
  }

  private loadOrSeed(dataSet: DataSet | undefined): DemoState {
    const stored = this.load();
    if (stored && (!dataSet || (stored.dataSet ?? 'default') === dataSet)) return stored;
    this.state = createSeed(this.now(), dataSet);
    this.save();
    return this.state;
  }
}
