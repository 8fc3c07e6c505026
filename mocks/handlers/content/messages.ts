// Messages: chats between two accounts who share a booking (or already a chat), with attachments.
import type { ChatListItem, ChatMessage, ChatParticipant } from '../../../generated/model';
import {
  ListChatsQueryParams,
  ListConversationMessagesBody,
  ListConversationMessagesQueryParams,
  ListMessageContactsQueryParams,
  MarkMessagesSeenBody,
  SendMessageBody,
  UpdateMessageBody,
} from '../../../generated/zod/messages/messages.zod';
import type { AccountRecord } from '../../data/accounts';
import type { ChatRecord, MessageRecord } from '../../data/content';
import type { Db } from '../../db';
import { currentAccount } from '../../lib/auth';
import {
  badRequest,
  conflict,
  forbidden,
  formBody,
  jsonBody,
  notFound,
  queryParams,
  type RequestContext,
  type Router,
} from '../../lib/http';
import { hasVisibleText } from '../../../src/lib/visible-text';
import { trimmedFields } from '../../lib/visible-fields';
import { checkDocuments, dropFiles, linkFiles, storeFiles } from '../files';
import { cursorPage, decodeCursor, encodeCursor, type CursorKey } from './cursor';
import { isParty } from './shared';

const CHATS_PAGE_SIZE = 20;
const MESSAGES_PAGE_SIZE = 20;
/** The most changes one conversation answer tells (the rest at the next call). */
export const CHANGES_LIMIT = 100;

function participantOf(db: Db, userIdentifier: string): ChatParticipant | undefined {
  const account = db.state.accounts.find((a) => a.identifier === userIdentifier);
  if (!account) return undefined;
  const booking = db.state.bookings.find(
    (b) => b.client.identifier === userIdentifier || b.provider.identifier === userIdentifier,
  );
  const photoUrl = booking
    ? booking.client.identifier === userIdentifier
      ? booking.client.photoUrl
      : booking.provider.photoUrl
    : null;
  return {
    identifier: account.identifier,
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    photoUrl,
    userType: account.userType,
  };
}

/** The other party of each of the user's bookings: the users they may message. */
function contactIds(db: Db, account: AccountRecord): string[] {
  const other = db.state.bookings
    .filter((b) => isParty(b, account))
    .map((b) => (b.client.identifier === account.identifier ? b.provider.identifier : b.client.identifier));
  return [...new Set(other)];
}

const nameMatches = (p: ChatParticipant, query: string | undefined) =>
  !query?.trim() || `${p.firstName} ${p.lastName}`.toLowerCase().includes(query.trim().toLowerCase());

const otherMember = (chat: ChatRecord, userId: string) =>
  chat.memberIdentifiers[0] === userId ? chat.memberIdentifiers[1] : chat.memberIdentifiers[0];
const chatBetween = (db: Db, a: string, b: string) =>
  db.state.chats.find((c) => c.memberIdentifiers.includes(a) && c.memberIdentifiers.includes(b));

/** One of the user's chats; another user's chat is not found. */
function ownChat(db: Db, account: AccountRecord, chatId: string): ChatRecord {
  const chat = db.state.chats.find((c) => c.identifier === chatId);
  if (!chat || !chat.memberIdentifiers.includes(account.identifier)) throw notFound('Chat');
  return chat;
}

/** A message of one of the user's chats that they sent themselves (403 for the other member's). */
function ownMessage(db: Db, account: AccountRecord, messageId: string): MessageRecord {
  const message = db.state.messages.find((m) => m.identifier === messageId);
  const chat = message && db.state.chats.find((c) => c.identifier === message.chatIdentifier);
  if (!message || !chat?.memberIdentifiers.includes(account.identifier)) throw notFound('Message');
  if (message.senderIdentifier !== account.identifier) throw forbidden('Only the sender may change a message.');
  if (message.isDeleted) throw conflict('This message has been deleted.');
  return message;
}

const messageKey = (m: MessageRecord): CursorKey => ({ at: m.createdAt, id: m.identifier });

/**
 * The messages changed after `since` (its id '' takes every change at its time), oldest change first, at most
 * CHANGES_LIMIT, and where the next call goes on: after the last one told, or from now when all were told.
 */
function changesSince(messages: MessageRecord[], since: CursorKey | undefined, now: string) {
  const changedAt = (m: MessageRecord) => m.updatedAt ?? '';
  const after = (m: MessageRecord) =>
    !!since &&
    changedAt(m) !== '' &&
    (changedAt(m) > since.at || (changedAt(m) === since.at && m.identifier > since.id));
  const byChange = (a: MessageRecord, b: MessageRecord) =>
    changedAt(a).localeCompare(changedAt(b)) || a.identifier.localeCompare(b.identifier);
  const changed = messages.filter(after).sort(byChange);
  const told = changed.slice(0, CHANGES_LIMIT);
  const last = told[told.length - 1];
  const next =
    changed.length > CHANGES_LIMIT && last ? { at: changedAt(last), id: last.identifier } : { at: now, id: '' };
  return { changes: told, changesCursor: encodeCursor(next) };
}

/** Someone the user may message: the other party of a booking or of an existing chat. */
function messageablePeer(db: Db, account: AccountRecord, userId: string): ChatParticipant {
  const peer = userId === account.identifier ? undefined : participantOf(db, userId);
  if (!peer) throw notFound('User');
  if (!contactIds(db, account).includes(userId) && !chatBetween(db, account.identifier, userId)) {
    throw forbidden('You can only message users you have a booking with.');
  }
  return peer;
}

/**
 * A whole state put from another backend (mock-only `PUT /__mock/state`: tests share one demo between two browsers)
 * carries the other backend's change times, which may be older than a poll this backend already answered: each
 * message that differs from the one held here counts as changed now, so that the next poll here tells it.
 */
export function stampCopiedChanges(held: MessageRecord[], incoming: MessageRecord[], now: string): void {
  const before = new Map(held.map((m) => [m.identifier, JSON.stringify({ ...m, updatedAt: undefined })]));
  for (const message of incoming) {
    const previous = before.get(message.identifier);
    if (previous !== undefined && previous !== JSON.stringify({ ...message, updatedAt: undefined }))
      message.updatedAt = now;
  }
}

export function registerMessages(router: Router, db: Db): void {
  /** A message for the signed-in reader: its attachments are references with links for them, never their bytes. */
  const messageView = async (
    ctx: RequestContext,
    { updatedAt: _, ...message }: MessageRecord,
  ): Promise<ChatMessage> => ({
    ...message,
    attachments: await linkFiles(router, db, ctx, message.attachments),
  });

  router.get('/messages/chat-list', async (ctx) => {
    const account = currentAccount(db, ctx);
    const { searchQuery, cursor } = queryParams(ctx, ListChatsQueryParams);
    const rows = db.state.chats
      .filter((c) => c.memberIdentifiers.includes(account.identifier))
      .flatMap((chat) => {
        const participant = participantOf(db, otherMember(chat, account.identifier));
        return participant && nameMatches(participant, searchQuery) ? [{ chat, participant }] : [];
      });
    const page = cursorPage(rows, (r) => ({ at: r.chat.updatedAt, id: r.chat.identifier }), cursor, CHATS_PAGE_SIZE);
    const items: ChatListItem[] = await Promise.all(
      page.items.map(async ({ chat, participant }) => {
        const messages = db.state.messages.filter((m) => m.chatIdentifier === chat.identifier);
        const last = cursorPage(messages, messageKey, undefined, 1).items[0];
        const unreadCount = messages.filter(
          (m) => m.senderIdentifier !== account.identifier && !m.seen && !m.isDeleted,
        ).length;
        return {
          identifier: chat.identifier,
          participant,
          lastMessage: last ? await messageView(ctx, last) : null,
          unreadCount,
          updatedAt: chat.updatedAt,
        };
      }),
    );
    return { items, cursorInfo: page.cursorInfo };
  });

  router.get('/messages/contacts', (ctx) => {
    const account = currentAccount(db, ctx);
    const { searchQuery } = queryParams(ctx, ListMessageContactsQueryParams);
    const items = contactIds(db, account)
      .map((id) => participantOf(db, id))
      .filter((p): p is ChatParticipant => !!p && nameMatches(p, searchQuery))
      .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
    return { items };
  });

  router.post('/messages/conversations', async (ctx) => {
    const account = currentAccount(db, ctx);
    const { searchQuery, cursor, changedSince } = queryParams(ctx, ListConversationMessagesQueryParams);
    const since = changedSince === undefined ? undefined : decodeCursor(changedSince, 'changedSince');
    const body = await jsonBody(ctx, ListConversationMessagesBody);
    const chat = chatBetween(db, account.identifier, body.userIdentifier);
    // an existing chat stays readable; otherwise the other user must be someone one may message
    const participant = chat
      ? participantOf(db, body.userIdentifier)
      : messageablePeer(db, account, body.userIdentifier);
    if (!participant || body.userIdentifier === account.identifier) throw notFound('User');
    const query = searchQuery?.trim().toLowerCase();
    const inChat = chat ? db.state.messages.filter((m) => m.chatIdentifier === chat.identifier) : [];
    const messages = query ? inChat.filter((m) => (m.body ?? '').toLowerCase().includes(query)) : inChat;
    const page = cursorPage(messages, messageKey, cursor, MESSAGES_PAGE_SIZE);
    const { changes, changesCursor } = changesSince(inChat, since, db.now().toISOString());
    return {
      chatIdentifier: chat?.identifier ?? null,
      participant,
      items: await Promise.all(page.items.map((m) => messageView(ctx, m))),
      cursorInfo: page.cursorInfo,
      ...(since ? { changes: await Promise.all(changes.map((m) => messageView(ctx, m))) } : {}),
      changesCursor,
    };
  });

  router.post(
    '/messages/store',
    async (ctx) => {
      const account = currentAccount(db, ctx);
      const body = trimmedFields(await formBody(ctx, SendMessageBody, ['files']), { body: 0 });
      const text = body.body && hasVisibleText(body.body) ? body.body : null;
      if (!text && !body.files?.length) throw badRequest(['body: a message needs a text, files, or both']);
      await checkDocuments(body.files);
      messageablePeer(db, account, body.receiverIdentifier);
      const now = db.now().toISOString();
      let chat = chatBetween(db, account.identifier, body.receiverIdentifier);
      if (!chat) {
        chat = {
          identifier: db.newId('ch'),
          memberIdentifiers: [account.identifier, body.receiverIdentifier],
          createdAt: now,
          updatedAt: now,
        };
        db.state.chats.push(chat);
      }
      chat.updatedAt = now;
      const message: MessageRecord = {
        identifier: db.newId('msg'),
        chatIdentifier: chat.identifier,
        senderIdentifier: account.identifier,
        body: text,
        attachments: await storeFiles(db, 'at', body.files),
        seen: false,
        isDeleted: false,
        editedAt: null,
        createdAt: now,
      };
      db.state.messages.push(message);
      return messageView(ctx, message);
    },
    { status: 201, idempotent: true },
  );

  router.put('/messages/mark-seen', async (ctx) => {
    const account = currentAccount(db, ctx);
    const body = await jsonBody(ctx, MarkMessagesSeenBody);
    const chat = ownChat(db, account, body.chatIdentifier);
    const inChat = db.state.messages.filter((m) => m.chatIdentifier === chat.identifier);
    const listed = body.messageIdentifiers?.map((id) => inChat.find((m) => m.identifier === id) ?? id);
    const missing = listed?.filter((m): m is string => typeof m === 'string');
    if (missing?.length) throw notFound(`Message ${missing.join(', ')}`);
    const targets = (listed as MessageRecord[] | undefined) ?? inChat;
    // only the receiver sees a message: one's own messages keep their seen flag
    const now = db.now().toISOString();
    targets
      .filter((m) => m.senderIdentifier !== account.identifier && !m.seen)
      .forEach((m) => Object.assign(m, { seen: true, updatedAt: now }));
    return { message: 'Messages marked as seen' };
  });

  router.put('/messages/{id}/update', async (ctx) => {
    const account = currentAccount(db, ctx);
    const body = trimmedFields(await jsonBody(ctx, UpdateMessageBody), { body: 1 });
    const message = ownMessage(db, account, ctx.params.id);
    message.body = body.body;
    message.editedAt = message.updatedAt = db.now().toISOString();
    return messageView(ctx, message);
  });

  router.delete('/messages/{id}', (ctx) => {
    const message = ownMessage(db, currentAccount(db, ctx), ctx.params.id);
    dropFiles(db, message.attachments);
    // the message stays as its tombstone, so that the other member's next poll hears of the deletion
    Object.assign(message, { isDeleted: true, body: null, attachments: [], updatedAt: db.now().toISOString() });
    return { message: 'Message deleted' };
  });
}
