import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../generated/model';
import { conversationRows, dayKey, dayName, mergeMessages, withChanges } from './conversation-rows';

const message = (identifier: string, createdAt: string, body = identifier): ChatMessage => ({
  identifier,
  chatIdentifier: 'ch_1',
  senderIdentifier: 'cl_1',
  body,
  attachments: [],
  seen: false,
  isDeleted: false,
  editedAt: null,
  createdAt,
});

describe('withChanges', () => {
  it('replaces the changed messages it holds and adds none (a change to a message not loaded waits for its page)', () => {
    const loaded = [message('m1', '2026-11-22T09:00:00Z'), message('m2', '2026-11-23T09:00:00Z')];
    const changes = [
      { ...message('m1', '2026-11-22T09:00:00Z'), isDeleted: true, body: null },
      message('m0', '2026-11-01T09:00:00Z', 'far up'),
    ];
    const result = withChanges(loaded, changes);
    expect(result.map((m) => [m.identifier, m.body, m.isDeleted])).toEqual([
      ['m1', null, true],
      ['m2', 'm2', false],
    ]);
    expect(result[1]).toBe(loaded[1]);
    expect(withChanges(loaded, undefined)).toBe(loaded);
  });
});

describe('mergeMessages', () => {
  it('gives one oldest-first list, each message once, the first source winning', () => {
    const newest = [message('m3', '2026-11-23T10:00:00Z', 'edited'), message('m2', '2026-11-23T09:00:00Z')];
    const older = [message('m3', '2026-11-23T10:00:00Z', 'old text'), message('m1', '2026-11-22T09:00:00Z')];
    const merged = mergeMessages(newest, older);
    expect(merged.map((m) => m.identifier)).toEqual(['m1', 'm2', 'm3']);
    expect(merged[2]?.body).toBe('edited');
  });

  it('orders messages of the same instant by id', () => {
    const at = '2026-11-23T10:00:00Z';
    expect(mergeMessages([message('b', at), message('a', at)]).map((m) => m.identifier)).toEqual(['a', 'b']);
  });
});

describe('days in the user zone', () => {
  it('puts an instant on the calendar day of the zone', () => {
    // 23:30 UTC is already the next day in Lagos (UTC+1) and still the same day in New York.
    expect(dayKey('2026-11-23T23:30:00Z', 'Africa/Lagos')).toBe('2026-11-24');
    expect(dayKey('2026-11-23T23:30:00Z', 'America/New_York')).toBe('2026-11-23');
  });

  it('starts a day heading before the first message of each day in the zone', () => {
    const rows = conversationRows(
      [
        message('m1', '2026-11-22T20:00:00Z'),
        message('m2', '2026-11-22T23:30:00Z'),
        message('m3', '2026-11-23T08:00:00Z'),
      ],
      'Africa/Lagos',
    );
    expect(rows.map((r) => (r.kind === 'day' ? `day ${r.day}` : r.key))).toEqual([
      'day 2026-11-22',
      'm1',
      'day 2026-11-23',
      'm2',
      'm3',
    ]);
    expect(conversationRows([], 'Africa/Lagos')).toEqual([]);
  });

  it('names today and yesterday in the zone, and any other day by its date', () => {
    const now = new Date('2026-11-23T23:30:00Z'); // already the 24th in Lagos
    expect(dayName('2026-11-24', 'Africa/Lagos', now)).toBe('today');
    expect(dayName('2026-11-23', 'Africa/Lagos', now)).toBe('yesterday');
    expect(dayName('2026-11-22', 'Africa/Lagos', now)).toBe('date');
    expect(dayName('2026-11-23', 'America/New_York', now)).toBe('today');
  });
});
