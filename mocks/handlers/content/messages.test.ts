import { beforeEach, describe, expect, it } from 'vitest';
import {
  DeleteMessageResponse,
  ListChatsResponse,
  ListConversationMessagesResponse,
  ListMessageContactsResponse,
  MarkMessagesSeenResponse,
  SendMessageResponse,
  UpdateMessageResponse,
} from '../../../generated/zod/messages/messages.zod';
import { putBooking, secondProviderRef } from '../../content-fixtures';
import { contentIds } from '../../data/content';
import { bookingIds, emails, ids } from '../../data/ids';
import { fileOf, fileText } from '../../file-fixtures';
import { first, setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();
let client: string;
let provider: string;

const { demoProvider, demoSecond } = contentIds.chats;
const conversation = async (token: string, userIdentifier: string, query = '') => {
  const res = await backend.call('POST', `/messages/conversations${query}`, { token, body: { userIdentifier } });
  expect(res.status).toBe(200);
  return ListConversationMessagesResponse.parse(res.body);
};
const chats = async (token: string, query = '') => {
  const res = await backend.call('GET', `/messages/chat-list${query}`, { token });
  expect(res.status).toBe(200);
  return ListChatsResponse.parse(res.body);
};
const send = (token: string, fields: Record<string, string>, files: File[] = []) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append('files', file);
  return backend.call('POST', '/messages/store', { token, body: form });
};

beforeEach(async () => {
  putBooking(backend, { identifier: bookingIds.confirmedFar });
  client = await backend.login(emails.client);
  provider = await backend.login(emails.provider);
});

describe('messages', () => {
  it("lists the user's chats, newest activity first, with the last message and the unread count", async () => {
    const list = await chats(client);
    expect(list.items.map((c) => c.identifier)).toEqual([demoProvider, demoSecond]);
    const [newest, older] = list.items;
    expect(newest?.participant).toMatchObject({
      identifier: ids.provider,
      firstName: 'Amaka',
      lastName: 'Okafor',
      userType: 'provider',
    });
    expect(newest?.lastMessage?.identifier).toBe('msg_demo_046');
    expect(newest?.unreadCount).toBe(2);
    expect(older?.unreadCount).toBe(1);
    expect(list.cursorInfo.nextCursor).toBeNull();
    const forProvider = await chats(provider);
    expect(forProvider.items.map((c) => [c.identifier, c.participant.identifier, c.unreadCount])).toEqual([
      [demoProvider, ids.client, 0],
    ]);
  });

  it('searches the chat list by participant name', async () => {
    expect((await chats(client, '?searchQuery=lena')).items.map((c) => c.identifier)).toEqual([demoSecond]);
    expect((await chats(client, '?searchQuery=Amaka%20Oka')).items.map((c) => c.identifier)).toEqual([demoProvider]);
    expect((await chats(client, '?searchQuery=nobody')).items).toEqual([]);
    expect(
      (await backend.call('GET', `/messages/chat-list?searchQuery=${'x'.repeat(101)}`, { token: client })).status,
    ).toBe(400);
  });

  it('pages the chat list with a cursor (20 per page)', async () => {
    const at = (i: number) => new Date(Date.now() - i * 60_000).toISOString();
    for (let i = 0; i < 22; i += 1) {
      const id = `cl_extra_${String(i).padStart(2, '0')}`;
      backend.db.state.accounts.push({
        ...backend.db.state.accounts.find((a) => a.identifier === ids.client)!,
        identifier: id,
        email: `${id}@example.com`,
        firstName: `Extra${i}`,
      });
      backend.db.state.chats.push({
        identifier: `ch_extra_${i}`,
        memberIdentifiers: [id, ids.provider],
        createdAt: at(i + 70),
        updatedAt: at(i + 70),
      });
    }
    const page1 = await chats(provider);
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0]?.identifier).toBe(demoProvider);
    expect(page1.items[1]?.lastMessage).toBeNull();
    const page2 = await chats(provider, `?cursor=${page1.cursorInfo.nextCursor}`);
    expect(page2.items).toHaveLength(3);
    expect(page2.cursorInfo.nextCursor).toBeNull();
    expect(new Set([...page1.items, ...page2.items].map((c) => c.identifier)).size).toBe(23);
    expect((await backend.call('GET', '/messages/chat-list?cursor=garbage!', { token: provider })).status).toBe(400);
  });

  it('pages a conversation newest first with a cursor (20 per page) down to the oldest message', async () => {
    const page1 = await conversation(client, ids.provider);
    expect(page1.chatIdentifier).toBe(demoProvider);
    expect(page1.participant.identifier).toBe(ids.provider);
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0]?.identifier).toBe('msg_demo_046');
    const page2 = await conversation(client, ids.provider, `?cursor=${page1.cursorInfo.nextCursor}`);
    expect(page2.items[0]?.identifier).toBe('msg_demo_026');
    const page3 = await conversation(client, ids.provider, `?cursor=${page2.cursorInfo.nextCursor}`);
    expect(page3.items.map((m) => m.identifier)).toEqual([
      'msg_demo_006',
      'msg_demo_005',
      'msg_demo_004',
      'msg_demo_003',
      'msg_demo_002',
      'msg_demo_001',
    ]);
    expect(page3.cursorInfo.nextCursor).toBeNull();
    // the seed shows every state: an attachment, a deleted message, an edited one
    const all = [...page1.items, ...page2.items];
    const attached = all.find((m) => m.identifier === contentIds.attachedMessage)!;
    expect(attached.attachments[0]).toMatchObject({ name: 'intake-form.pdf', mimeType: 'application/pdf' });
    expect((await fileText(first(attached.attachments).url)).startsWith('%PDF')).toBe(true);
    expect(all.some((m) => m.isDeleted && m.body === null)).toBe(true);
    expect(all.some((m) => m.editedAt !== null)).toBe(true);
  });

  it('filters a conversation by message text', async () => {
    const found = await conversation(client, ids.provider, '?searchQuery=intake');
    expect(found.items.map((m) => m.identifier)).toEqual([contentIds.attachedMessage]);
  });

  it('searches the whole conversation, case-insensitively, newest first, paged; deleted messages never match', async () => {
    // 'Hello, I booked a session…' is every ninth seeded message: 001 (on the third page of the conversation) to 037
    const hits = await conversation(client, ids.provider, '?searchQuery=BOOKED%20a%20SESSION');
    expect(hits.items.map((m) => m.identifier)).toEqual([
      'msg_demo_037',
      'msg_demo_028',
      'msg_demo_019',
      'msg_demo_010',
      'msg_demo_001',
    ]);
    expect(hits.cursorInfo.nextCursor).toBeNull();
    expect((await conversation(client, ids.provider, '?searchQuery=%20%20')).items).toHaveLength(20);
    expect((await conversation(client, ids.provider, '?searchQuery=no%20such%20words')).items).toEqual([]);

    // more hits than a page: the cursor pages through the hits only
    for (let i = 0; i < 25; i += 1)
      expect((await send(client, { receiverIdentifier: ids.provider, body: `Needle ${i}` })).status).toBe(201);
    const first = await conversation(client, ids.provider, '?searchQuery=needle');
    expect(first.items.map((m) => m.body)).toEqual(Array.from({ length: 20 }, (_, i) => `Needle ${24 - i}`));
    const rest = await conversation(client, ids.provider, `?searchQuery=needle&cursor=${first.cursorInfo.nextCursor}`);
    expect(rest.items.map((m) => m.body)).toEqual(['Needle 4', 'Needle 3', 'Needle 2', 'Needle 1', 'Needle 0']);

    // a deleted message is found neither by its old text nor by the 'deleted' wording
    const stored = SendMessageResponse.parse(
      (await send(client, { receiverIdentifier: ids.provider, body: 'Secret haystack' })).body,
    );
    expect((await conversation(client, ids.provider, '?searchQuery=haystack')).items.map((m) => m.identifier)).toEqual([
      stored.identifier,
    ]);
    expect((await backend.call('DELETE', `/messages/${stored.identifier}`, { token: client })).status).toBe(200);
    expect((await conversation(client, ids.provider, '?searchQuery=haystack')).items).toEqual([]);
    expect((await conversation(client, ids.provider, '?searchQuery=deleted')).items).toEqual([]);
  });

  it('opens an empty conversation with a contact (chatIdentifier null); others are 404', async () => {
    const social = backend.db.state.accounts.find((a) => a.identifier === ids.socialClient)!;
    putBooking(backend, {
      identifier: 'bk_social',
      client: { identifier: social.identifier, firstName: 'Sam', lastName: 'Social', photoUrl: null },
    });
    const empty = await conversation(provider, ids.socialClient);
    expect(empty).toMatchObject({ chatIdentifier: null, items: [], cursorInfo: { nextCursor: null } });
    expect(
      (
        await backend.call('POST', '/messages/conversations', {
          token: provider,
          body: { userIdentifier: 'cl_unknown' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await backend.call('POST', '/messages/conversations', {
          token: provider,
          body: { userIdentifier: ids.provider },
        })
      ).status,
    ).toBe(404);
    expect((await backend.call('POST', '/messages/conversations', { token: provider, body: {} })).status).toBe(400);
  });

  it('lists contacts (the other party of my bookings), filtered by searchQuery', async () => {
    putBooking(backend, { identifier: 'bk_with_second', provider: secondProviderRef });
    const all = ListMessageContactsResponse.parse(
      (await backend.call('GET', '/messages/contacts', { token: client })).body,
    );
    expect(all.items.map((c) => c.identifier)).toEqual([ids.provider, ids.secondProvider]);
    const filtered = ListMessageContactsResponse.parse(
      (await backend.call('GET', '/messages/contacts?searchQuery=hoff', { token: client })).body,
    );
    expect(filtered.items.map((c) => c.identifier)).toEqual([ids.secondProvider]);
    const forProvider = ListMessageContactsResponse.parse(
      (await backend.call('GET', '/messages/contacts', { token: provider })).body,
    );
    expect(forProvider.items).toEqual([
      { identifier: ids.client, firstName: 'Grace', lastName: 'Adeyemi', photoUrl: null, userType: 'client' },
      { identifier: ids.socialClient, firstName: 'Sam', lastName: 'Social', photoUrl: null, userType: 'client' },
    ]);
  });

  it('stores a message with attachments as blobs (201); the chat moves to the top and the receiver sees it unread', async () => {
    const res = await send(client, { receiverIdentifier: ids.secondProvider, body: 'New question' }, [
      fileOf('pdf', 'consent.pdf', 'consent'),
    ]);
    expect(res.status).toBe(201);
    const message = SendMessageResponse.parse(res.body);
    expect(message).toMatchObject({
      chatIdentifier: demoSecond,
      senderIdentifier: ids.client,
      body: 'New question',
      seen: false,
      isDeleted: false,
      editedAt: null,
    });
    expect(await fileText(first(message.attachments).url)).toBe('%PDF-1.4\nconsent');
    expect(backend.db.blobs.has(first(message.attachments).identifier)).toBe(true);
    expect((await chats(client)).items[0]?.identifier).toBe(demoSecond);
    const second = await backend.login(emails.secondProvider);
    const theirs = await chats(second);
    expect(theirs.items[0]).toMatchObject({
      identifier: demoSecond,
      unreadCount: 1,
      lastMessage: { identifier: message.identifier },
    });
    const onlyFile = await send(second, { receiverIdentifier: ids.client }, [fileOf('png', 'x.png')]);
    expect(SendMessageResponse.parse(onlyFile.body).body).toBeNull();
  });

  it('starts a new chat with a contact on the first message', async () => {
    const social = backend.db.state.accounts.find((a) => a.identifier === ids.socialClient)!;
    putBooking(backend, {
      identifier: 'bk_social',
      client: { identifier: social.identifier, firstName: 'Sam', lastName: 'Social', photoUrl: null },
    });
    const message = SendMessageResponse.parse(
      (await send(provider, { receiverIdentifier: ids.socialClient, body: 'Welcome!' })).body,
    );
    const conv = await conversation(provider, ids.socialClient);
    expect(conv.chatIdentifier).toBe(message.chatIdentifier);
    expect(conv.items.map((m) => m.identifier)).toEqual([message.identifier]);
  });

  it('refuses an empty message, a file over 10 MB, an unknown receiver and a non-contact, storing nothing', async () => {
    const count = backend.db.state.messages.length;
    const empty = await send(client, { receiverIdentifier: ids.provider, body: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.join(' ')).toMatch(/body/);
    expect((await send(client, { body: 'hi' })).body.errors.join(' ')).toMatch(/receiverIdentifier/);
    const big = fileOf('pdf', 'big.pdf', '', 10 * 1024 * 1024 + 1);
    expect((await send(client, { receiverIdentifier: ids.provider }, [big])).status).toBe(400);
    expect((await send(client, { receiverIdentifier: 'pr_unknown', body: 'hi' })).status).toBe(404);
    expect((await send(client, { receiverIdentifier: ids.client, body: 'me' })).status).toBe(404);
    const nameless = await backend.login(emails.namelessClient);
    expect((await send(nameless, { receiverIdentifier: ids.provider, body: 'hi' })).status).toBe(403);
    expect(backend.db.state.messages).toHaveLength(count);
    expect(backend.db.state.chats).toHaveLength(2);
    expect(backend.db.blobs.size).toBe(0);
  });

  it('marks all unread messages of a chat as seen, or only the listed ones', async () => {
    const listed = await backend.call('PUT', '/messages/mark-seen', {
      token: client,
      body: { chatIdentifier: demoProvider, messageIdentifiers: ['msg_demo_045'] },
    });
    expect(MarkMessagesSeenResponse.parse(listed.body).message).toBe('Messages marked as seen');
    expect((await chats(client)).items[0]?.unreadCount).toBe(1);
    await backend.call('PUT', '/messages/mark-seen', { token: client, body: { chatIdentifier: demoProvider } });
    expect((await chats(client)).items[0]?.unreadCount).toBe(0);
    const conv = await conversation(client, ids.provider);
    expect(conv.items[0]?.seen).toBe(true);
  });

  it("does not let a user see or touch another user's chat (404)", async () => {
    const second = await backend.login(emails.secondProvider);
    expect((await chats(second)).items.map((c) => c.identifier)).toEqual([demoSecond]);
    expect(
      (await backend.call('PUT', '/messages/mark-seen', { token: second, body: { chatIdentifier: demoProvider } }))
        .status,
    ).toBe(404);
    expect(
      (await backend.call('PUT', '/messages/msg_demo_045/update', { token: second, body: { body: 'x' } })).status,
    ).toBe(404);
    expect((await backend.call('DELETE', '/messages/msg_demo_045', { token: second })).status).toBe(404);
    expect(
      (
        await backend.call('PUT', '/messages/mark-seen', {
          token: client,
          body: { chatIdentifier: demoProvider, messageIdentifiers: ['msg_second_001'] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await backend.call('PUT', '/messages/mark-seen', {
          token: client,
          body: { chatIdentifier: demoProvider, messageIdentifiers: [] },
        })
      ).status,
    ).toBe(400);
    expect((await chats(client)).items[0]?.unreadCount).toBe(2);
  });

  it("edits one's own message (editedAt set); someone else's is 403, a deleted one 409", async () => {
    const res = await backend.call('PUT', '/messages/msg_demo_045/update', {
      token: provider,
      body: { body: 'See you on Tuesday.' },
    });
    expect(res.status).toBe(200);
    const edited = UpdateMessageResponse.parse(res.body);
    expect(edited.body).toBe('See you on Tuesday.');
    expect(edited.editedAt).not.toBeNull();
    const conv = await conversation(client, ids.provider);
    expect(conv.items[1]).toMatchObject({ identifier: 'msg_demo_045', body: 'See you on Tuesday.' });
    const foreign = await backend.call('PUT', '/messages/msg_demo_045/update', {
      token: client,
      body: { body: 'mine now' },
    });
    expect(foreign.status).toBe(403);
    expect(
      (await backend.call('PUT', '/messages/msg_demo_030/update', { token: client, body: { body: 'undo' } })).status,
    ).toBe(409);
    expect(
      (await backend.call('PUT', '/messages/msg_demo_045/update', { token: provider, body: { body: '' } })).status,
    ).toBe(400);
    expect(
      (await backend.call('PUT', '/messages/msg_unknown/update', { token: provider, body: { body: 'x' } })).status,
    ).toBe(404);
    expect(backend.db.state.messages.find((m) => m.identifier === 'msg_demo_045')?.body).toBe('See you on Tuesday.');
  });

  it('deletes own messages for everyone: isDeleted, body null, no attachments; others 403, twice 409', async () => {
    const sent = SendMessageResponse.parse(
      (await send(client, { receiverIdentifier: ids.provider, body: 'oops' }, [fileOf('jpeg', 'f.jpg')])).body,
    );
    expect((await backend.call('DELETE', `/messages/${sent.identifier}`, { token: provider })).status).toBe(403);
    const res = await backend.call('DELETE', `/messages/${sent.identifier}`, { token: client });
    expect(res.status).toBe(200);
    expect(DeleteMessageResponse.parse(res.body).message).toBe('Message deleted');
    expect(backend.db.blobs.has(first(sent.attachments).identifier)).toBe(false);
    const seenByProvider = await conversation(provider, ids.client);
    expect(seenByProvider.items[0]).toMatchObject({
      identifier: sent.identifier,
      isDeleted: true,
      body: null,
      attachments: [],
    });
    expect((await backend.call('DELETE', `/messages/${sent.identifier}`, { token: client })).status).toBe(409);
    expect((await backend.call('DELETE', '/messages/msg_unknown', { token: client })).status).toBe(404);
  });

  it('requires a signed-in user (401)', async () => {
    expect((await backend.call('GET', '/messages/chat-list')).status).toBe(401);
    expect((await backend.call('GET', '/messages/contacts')).status).toBe(401);
    expect(
      (await backend.call('POST', '/messages/conversations', { body: { userIdentifier: ids.provider } })).status,
    ).toBe(401);
  });
});
