// The store's persistence: per-slice writes, one save committed at a time, a full storage, the large data set.
import { describe, expect, it } from 'vitest';
import { Db, STATE_VERSION } from './db';
import {
  largeChatId,
  largeIds,
  LARGE_CHAT_MESSAGES,
  LARGE_CLIENT_BOOKINGS,
  LARGE_PROVIDER_CLIENTS,
} from './data/large';
import { LARGE_LISTED_THERAPISTS } from './data/large-listing';
import type { StateStorage } from './persist';

/** A storage in memory with an optional quota in characters; `saves` lists the parts of each completed save. */
function memoryStorage(quota = Infinity) {
  const entries = new Map<string, string>();
  const writes: string[] = [];
  const saves: string[][] = [];
  let pending: string[] = [];
  const used = () => [...entries.values()].reduce((n, v) => n + v.length, 0);
  const storage: StateStorage = {
    read: (part) => entries.get(part) ?? null,
    write(part, value) {
      if (used() - (entries.get(part)?.length ?? 0) + value.length > quota)
        throw new DOMException('full', 'QuotaExceededError');
      entries.set(part, value);
      writes.push(part);
      pending.push(part);
    },
    saved: () => {
      saves.push(pending);
      pending = [];
    },
    exclusive: (work) => work(),
  };
  return { storage, entries, writes, saves, used };
}

describe('persistence', () => {
  it('stores a head and one entry per slice, and a change rewrites only its slice', () => {
    const { storage, entries, writes } = memoryStorage();
    const db = new Db({ storage });
    expect(JSON.parse(entries.get('') ?? '{}')).toMatchObject({ version: STATE_VERSION, seededAt: db.state.seededAt });
    expect(entries.has('bookings')).toBe(true);
    writes.length = 0;
    db.state.featureFlags[0]!.enabled = false;
    db.save();
    expect(writes).toEqual(['featureFlags']);
  });

  it('marks a save complete once, after all its changed parts are written', () => {
    const { storage, saves } = memoryStorage();
    const db = new Db({ storage });
    saves.length = 0;
    db.state.featureFlags[0]!.enabled = false;
    db.state.bookings.pop();
    db.save();
    expect(saves.map((parts) => [...parts].sort())).toEqual([['bookings', 'featureFlags']]);
    expect(db.revision).toBeGreaterThan(0);
  });

  it('a full storage reports the failed save and keeps the change in memory', () => {
    const { storage, used } = memoryStorage();
    new Db({ storage });
    // The same contents, and no room for anything bigger.
    const tight = memoryStorage(used());
    new Db({ storage: tight.storage });
    const failures: unknown[] = [];
    const db = new Db({ storage: tight.storage, onSaveFailed: (e) => failures.push(e) });
    db.state.accounts[0]!.firstName = 'A much longer first name than before';
    db.save();
    expect(failures).toHaveLength(1);
    expect(db.state.accounts[0]!.firstName).toBe('A much longer first name than before');
    expect(new Db({ storage: tight.storage }).state.accounts[0]!.firstName).toBe('Grace');
  });

  it('switches to the large data set on request, and keeps it without one', () => {
    const { storage } = memoryStorage();
    new Db({ storage });
    const large = new Db({ storage, dataSet: 'large' });
    expect(large.dataSet).toBe('large');
    expect(large.state.bookings.filter((b) => b.client.identifier === largeIds.client)).toHaveLength(
      LARGE_CLIENT_BOOKINGS,
    );
    const clients = new Set(
      large.state.bookings.filter((b) => b.provider.identifier === largeIds.provider).map((b) => b.client.identifier),
    );
    expect(clients.size).toBe(LARGE_PROVIDER_CLIENTS);
    expect(large.state.messages.filter((m) => m.chatIdentifier === largeChatId)).toHaveLength(LARGE_CHAT_MESSAGES);
    const listed = large.state.providerProfiles.filter((p) => p.identifier.startsWith('pr_large_list_'));
    expect(listed).toHaveLength(LARGE_LISTED_THERAPISTS);
    expect(listed.every((p) => p.verificationStatus === 'verified')).toBe(true);
    expect(large.state.chats.find((c) => c.identifier === largeChatId)?.memberIdentifiers).toEqual([
      largeIds.client,
      largeIds.provider,
    ]);
    expect(new Db({ storage }).dataSet).toBe('large');
    expect(
      new Db({ storage, dataSet: 'default' }).state.bookings.some((b) => b.identifier.startsWith('bk_large_')),
    ).toBe(false);
  });
});

describe("the caller's clock", () => {
  const fixed = Date.parse('2030-03-13T08:00:00Z');
  const seededAt = (db: Db) => Date.parse(db.state.seededAt);

  it('seeds around the moment the caller says it is, and keeps that seed while it is recent on that clock', () => {
    const { storage } = memoryStorage();
    const seeded = seededAt(new Db({ storage, now: fixed }));
    expect(Math.abs(seeded - fixed)).toBeLessThan(60_000);
    expect(seededAt(new Db({ storage, now: fixed + 3_600_000 }))).toBe(seeded);
    // On the machine's own clock the stored seed is from another time: a fresh one replaces it.
    expect(Math.abs(seededAt(new Db({ storage })) - Date.now())).toBeLessThan(60_000);
  });

  it('follows the clock it is told from then on', () => {
    const db = new Db();
    db.followClock(fixed);
    expect(Math.abs(db.now().getTime() - fixed)).toBeLessThan(60_000);
  });
});
