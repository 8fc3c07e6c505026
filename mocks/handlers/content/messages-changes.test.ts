// The conversation's changes feed: a poll of the newest page with `changedSince` hears of edits, deletions and seen
// flags anywhere in the conversation, as tombstones for the deleted.
import { beforeEach, describe, expect, it } from 'vitest';
import { ListConversationMessagesResponse } from '../../../generated/zod/messages/messages.zod';
import { putBooking } from '../../content-fixtures';
import { bookingIds, emails, ids } from '../../data/ids';
import { CHANGES_LIMIT } from './messages';
import { setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();
let client: string;
let provider: string;

const poll = async (token: string, userIdentifier: string, changedSince?: string) => {
  const query = changedSince === undefined ? '' : `?changedSince=${encodeURIComponent(changedSince)}`;
  const res = await backend.call('POST', `/messages/conversations${query}`, { token, body: { userIdentifier } });
  expect(res.status).toBe(200);
  return ListConversationMessagesResponse.parse(res.body);
};
const edit = (token: string, id: string, body: string) =>
  backend.call('PUT', `/messages/${id}/update`, { token, body: { body } });
const remove = (token: string, id: string) => backend.call('DELETE', `/messages/${id}`, { token });

beforeEach(async () => {
  putBooking(backend, { identifier: bookingIds.confirmedFar });
  client = await backend.login(emails.client);
  provider = await backend.login(emails.provider);
});

describe('the conversation’s changes since an earlier answer', () => {
  it('lists edits and deletions far beyond the newest page, as they are now (a deletion as its tombstone), once', async () => {
    const opened = await poll(provider, ids.client);
    expect(opened.changes).toBeUndefined(); // only asked for with changedSince
    expect(opened.items.map((m) => m.identifier)).not.toContain('msg_demo_003');
    const mark = opened.changesCursor ?? '';
    expect(mark).not.toBe('');
    expect((await poll(provider, ids.client, mark)).changes).toEqual([]);

    backend.db.advanceClock(1_000);
    expect((await edit(client, 'msg_demo_003', 'Great, I will write it down tonight.')).status).toBe(200);
    backend.db.advanceClock(1_000);
    expect((await remove(client, 'msg_demo_005')).status).toBe(200);

    const next = await poll(provider, ids.client, mark);
    expect(next.changes?.map((m) => [m.identifier, m.body, m.isDeleted, m.attachments.length])).toEqual([
      ['msg_demo_003', 'Great, I will write it down tonight.', false, 0],
      ['msg_demo_005', null, true, 0],
    ]);
    expect(next.changes?.[0]?.editedAt).not.toBeNull();
    // the newest page is as before: the changed messages are not in it
    expect(next.items.map((m) => m.identifier)).toEqual(opened.items.map((m) => m.identifier));
    // from the new mark on, nothing is told twice
    expect((await poll(provider, ids.client, next.changesCursor)).changes).toEqual([]);
    // the sender's own poll hears of them too (another tab of theirs)
    expect((await poll(client, ids.provider, mark)).changes?.map((m) => m.identifier)).toEqual([
      'msg_demo_003',
      'msg_demo_005',
    ]);
  });

  it('tells the sender when the other member has seen their messages (only those that were unseen)', async () => {
    const mark = (await poll(client, ids.provider)).changesCursor;
    backend.db.advanceClock(1_000);
    const seen = await backend.call('PUT', '/messages/mark-seen', {
      token: client,
      body: { chatIdentifier: 'ch_demo_provider' },
    });
    expect(seen.status).toBe(200);
    const after = await poll(provider, ids.client, mark);
    expect(after.changes?.map((m) => [m.identifier, m.seen])).toEqual([
      ['msg_demo_045', true],
      ['msg_demo_046', true],
    ]);
    // marking again changes nothing, so nothing new is told
    backend.db.advanceClock(1_000);
    await backend.call('PUT', '/messages/mark-seen', { token: client, body: { chatIdentifier: 'ch_demo_provider' } });
    expect((await poll(provider, ids.client, after.changesCursor)).changes).toEqual([]);
  });

  it(`tells at most ${CHANGES_LIMIT} changes an answer, the rest from where it stopped`, async () => {
    const mark = (await poll(provider, ids.client)).changesCursor;
    backend.db.advanceClock(1_000);
    const at = backend.db.now().toISOString();
    const chat = backend.db.state.messages.filter((m) => m.chatIdentifier === 'ch_demo_provider');
    for (let i = 0; i < 130; i += 1) {
      backend.db.state.messages.push({
        ...chat[0]!,
        identifier: `msg_many_${String(i).padStart(3, '0')}`,
        editedAt: at,
        updatedAt: at,
      });
    }
    const first = await poll(provider, ids.client, mark);
    expect(first.changes).toHaveLength(CHANGES_LIMIT);
    const rest = await poll(provider, ids.client, first.changesCursor);
    expect(rest.changes).toHaveLength(30);
    expect(new Set([...(first.changes ?? []), ...(rest.changes ?? [])].map((m) => m.identifier)).size).toBe(130);
  });

  it('counts a message changed by a state put from another backend (tests sharing one demo) as changed at the put', async () => {
    const mark = (await poll(provider, ids.client)).changesCursor;
    const copy = (
      (await backend.call('GET', '/__mock/state')).body as {
        state: { messages: { identifier: string; body: string | null; updatedAt?: string }[] };
      }
    ).state;
    const old = copy.messages.find((m) => m.identifier === 'msg_demo_003')!;
    // the other backend changed it before this one's last poll: by its own time it would never be told here
    Object.assign(old, {
      body: 'Changed in the other browser',
      updatedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    backend.db.advanceClock(1_000);
    expect((await backend.call('PUT', '/__mock/state', { body: { state: copy } })).status).toBe(200);
    const { changes } = await poll(provider, ids.client, mark);
    expect(changes?.map((m) => [m.identifier, m.body])).toEqual([['msg_demo_003', 'Changed in the other browser']]);
  });

  it('refuses a changedSince this server did not issue (400), and a changes list leaks no bookkeeping', async () => {
    const bad = await backend.call('POST', '/messages/conversations?changedSince=nonsense', {
      token: provider,
      body: { userIdentifier: ids.client },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('changedSince');
    const mark = (await poll(provider, ids.client)).changesCursor;
    backend.db.advanceClock(1_000);
    await edit(client, 'msg_demo_001', 'Hello again');
    const { changes } = await poll(provider, ids.client, mark);
    expect(Object.keys(changes?.[0] ?? {})).not.toContain('updatedAt');
  });
});
