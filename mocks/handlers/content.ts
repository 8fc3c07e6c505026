// Session notes (providers), reviews (clients) and messages (both), over the content slice and the bookings.
import type { Booking, ChatListItem, ChatMessage, ChatParticipant, Review, SessionNote } from '../../generated/model';
import {
  ListChatsQueryParams,
  ListConversationMessagesBody,
  ListConversationMessagesQueryParams,
  ListMessageContactsQueryParams,
  MarkMessagesSeenBody,
  SendMessageBody,
  UpdateMessageBody,
} from '../../generated/zod/messages/messages.zod';
import { CreateSessionNoteBody, UpdateSessionNoteBody } from '../../generated/zod/notes/notes.zod';
import { CreateReviewBody, ListProviderReviewsQueryParams, UpdateReviewBody } from '../../generated/zod/reviews/reviews.zod';
import type { AccountRecord } from '../data/accounts';
import { averageRating, placeholderBytes, type ChatRecord, type MessageRecord, type NoteRecord, type ReviewRecord, type StoredFile } from '../data/content';
import type { Db } from '../db';
import { currentAccount, requireRole } from '../lib/auth';
import { badRequest, conflict, forbidden, formBody, jsonBody, notFound, paginate, queryParams, type RequestContext, type Router } from '../lib/http';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const PROVIDER_REVIEWS_PAGE_SIZE = 5;
export const CHATS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 20;

// ---------------------------------------------------------------- files

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A data: URL, so that files open offline; an upload no longer in memory (after a reload) gets placeholder bytes. */
async function fileUrl(db: Db, file: StoredFile): Promise<string> {
  const blob = db.blobs.get(file.identifier);
  const bytes = blob ? new Uint8Array(await blob.arrayBuffer()) : placeholderBytes(file.name, file.mimeType);
  return `data:${file.mimeType};base64,${base64(bytes)}`;
}

const withUrls = (db: Db, files: StoredFile[]) => Promise.all(files.map(async (f) => ({ ...f, url: await fileUrl(db, f) })));

function checkFileSizes(files: Blob[] | undefined): void {
  const errors = (files ?? []).flatMap((f, i) => (f.size > MAX_FILE_BYTES ? [`files.${i}: ${fileName(f, i)} is larger than 10 MB`] : []));
  if (errors.length) throw badRequest(errors);
}

const fileName = (f: Blob, i: number) => (f instanceof File && f.name ? f.name : `file-${i + 1}`);

function storeFiles(db: Db, prefix: string, files: Blob[] | undefined): StoredFile[] {
  return (files ?? []).map((blob, i) => {
    const identifier = db.newId(prefix);
    db.blobs.set(identifier, blob);
    return { identifier, name: fileName(blob, i), mimeType: blob.type || 'application/octet-stream', sizeBytes: blob.size };
  });
}

const dropBlobs = (db: Db, files: StoredFile[]) => files.forEach((f) => db.blobs.delete(f.identifier));

// ---------------------------------------------------------------- bookings and people

const bookingById = (db: Db, id: string) => db.state.bookings.find((b) => b.identifier === id);
const bookingOfParticipant = (db: Db, participantId: string) => db.state.bookings.find((b) => b.participant.identifier === participantId);
const isParty = (booking: Booking, account: AccountRecord) =>
  booking.client.identifier === account.identifier || booking.provider.identifier === account.identifier;

function participantOf(db: Db, userIdentifier: string): ChatParticipant | undefined {
  const account = db.state.accounts.find((a) => a.identifier === userIdentifier);
  if (!account) return undefined;
  const booking = db.state.bookings.find((b) => b.client.identifier === userIdentifier || b.provider.identifier === userIdentifier);
  const photoUrl = booking ? (booking.client.identifier === userIdentifier ? booking.client.photoUrl : booking.provider.photoUrl) : null;
  return { identifier: account.identifier, firstName: account.firstName ?? '', lastName: account.lastName ?? '', photoUrl, userType: account.userType };
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

// ---------------------------------------------------------------- notes

/** The provider's own note; anyone else's is not found. */
function ownNote(db: Db, provider: AccountRecord, id: string): NoteRecord {
  const note = db.state.notes.find((n) => n.identifier === id);
  if (!note || note.providerIdentifier !== provider.identifier) throw notFound('Session note');
  return note;
}

function ownBooking(db: Db, provider: AccountRecord, id: string): Booking {
  const booking = bookingById(db, id);
  if (!booking || booking.provider.identifier !== provider.identifier) throw notFound('Booking');
  return booking;
}

async function noteView(db: Db, note: NoteRecord): Promise<SessionNote> {
  const { providerIdentifier: _provider, ...rest } = note;
  return { ...rest, files: await withUrls(db, note.files) };
}

function registerNotes(router: Router, db: Db): void {
  router.post(
    '/note',
    async (ctx) => {
      const provider = requireRole(db, ctx, 'provider');
      const body = await formBody(ctx, CreateSessionNoteBody, ['files']);
      checkFileSizes(body.files);
      const booking = ownBooking(db, provider, body.bookingIdentifier);
      const now = db.now().toISOString();
      const note: NoteRecord = {
        identifier: db.newId('nt'),
        bookingIdentifier: booking.identifier,
        providerIdentifier: provider.identifier,
        title: body.title,
        body: body.body,
        files: storeFiles(db, 'nf', body.files),
        createdAt: now,
        updatedAt: now,
      };
      db.state.notes.push(note);
      return noteView(db, note);
    },
    { status: 201 },
  );

  router.get('/note/booking/{id}', async (ctx) => {
    const provider = requireRole(db, ctx, 'provider');
    const booking = ownBooking(db, provider, ctx.params.id);
    const notes = db.state.notes.filter((n) => n.bookingIdentifier === booking.identifier).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { items: await Promise.all(notes.map((n) => noteView(db, n))) };
  });

  router.get('/note/{id}', (ctx) => noteView(db, ownNote(db, requireRole(db, ctx, 'provider'), ctx.params.id)));

  router.put('/note/{id}', async (ctx) => {
    const provider = requireRole(db, ctx, 'provider');
    const note = ownNote(db, provider, ctx.params.id);
    const body = await formBody(ctx, UpdateSessionNoteBody, ['files']);
    if (body.bookingIdentifier && body.bookingIdentifier !== note.bookingIdentifier) {
      throw badRequest(["bookingIdentifier: is not the note's booking"]);
    }
    checkFileSizes(body.files);
    Object.assign(note, { title: body.title, body: body.body, updatedAt: db.now().toISOString() });
    note.files.push(...storeFiles(db, 'nf', body.files));
    return noteView(db, note);
  });

  router.delete('/note/{id}', (ctx) => {
    const note = ownNote(db, requireRole(db, ctx, 'provider'), ctx.params.id);
    dropBlobs(db, note.files);
    db.state.notes = db.state.notes.filter((n) => n !== note);
    return { message: 'Session Note Deleted' };
  });
}

// ---------------------------------------------------------------- reviews

function reviewView(review: ReviewRecord): Review {
  return {
    identifier: review.identifier,
    rating: review.rating,
    ...(review.comment !== undefined ? { comment: review.comment } : {}),
    isAnonymous: review.isAnonymous,
    reviewerName: review.isAnonymous ? null : review.reviewerName,
    createdAt: review.createdAt,
    editCount: review.editCount,
  };
}

const reviewOfParticipant = (db: Db, participantId: string) => db.state.reviews.find((r) => r.participantIdentifier === participantId);

/** The booking of a participant the signed-in client or provider takes part in; other people's are not found. */
function visibleParticipantBooking(db: Db, account: AccountRecord, participantId: string): Booking {
  const booking = bookingOfParticipant(db, participantId);
  if (!booking || !isParty(booking, account)) throw notFound('Booking participant');
  return booking;
}

/** The signed-in client's own booking participant. */
function clientParticipantBooking(db: Db, ctx: RequestContext): { client: AccountRecord; booking: Booking } {
  const client = requireRole(db, ctx, 'client');
  const booking = bookingOfParticipant(db, ctx.params.id);
  if (!booking || booking.client.identifier !== client.identifier) throw notFound('Booking participant');
  return { client, booking };
}

const sessionTookPlace = (b: Booking) => b.isCompleted && b.status !== 'cancelled';

function reviewerName(account: AccountRecord): string {
  const name = [account.firstName, account.lastName ? `${account.lastName[0]}.` : null].filter(Boolean).join(' ');
  return name || 'Client';
}

function registerReviews(router: Router, db: Db): void {
  router.post(
    '/review/{id}',
    async (ctx) => {
      const { client, booking } = clientParticipantBooking(db, ctx);
      const body = await jsonBody(ctx, CreateReviewBody);
      if (!sessionTookPlace(booking)) throw conflict('The session has not taken place yet.');
      if (booking.feedbackProvided || reviewOfParticipant(db, booking.participant.identifier)) {
        throw conflict('This session has already been reviewed.');
      }
      const review: ReviewRecord = {
        identifier: db.newId('rv'),
        participantIdentifier: booking.participant.identifier,
        bookingIdentifier: booking.identifier,
        providerIdentifier: booking.provider.identifier,
        reviewerIdentifier: client.identifier,
        reviewerName: reviewerName(client),
        rating: body.rating,
        ...(body.comment !== undefined ? { comment: body.comment } : {}),
        isAnonymous: body.isAnonymous,
        createdAt: db.now().toISOString(),
        editCount: 0,
      };
      db.state.reviews.push(review);
      booking.feedbackProvided = true;
      return reviewView(review);
    },
    { status: 201 },
  );

  router.put('/review/{id}', async (ctx) => {
    const { booking } = clientParticipantBooking(db, ctx);
    const body = await jsonBody(ctx, UpdateReviewBody);
    const review = reviewOfParticipant(db, booking.participant.identifier);
    if (!booking.feedbackProvided || !review) throw conflict('No feedback has been provided for this session yet.');
    if (review.editCount >= 1) throw conflict('A review can be edited only once.');
    review.rating = body.rating;
    review.isAnonymous = body.isAnonymous;
    if (body.comment !== undefined) review.comment = body.comment;
    else delete review.comment;
    review.editCount = 1;
    return reviewView(review);
  });

  router.get('/review/provider/{id}', (ctx) => {
    currentAccount(db, ctx);
    const { page } = queryParams(ctx, ListProviderReviewsQueryParams);
    const provider = db.state.accounts.find((a) => a.identifier === ctx.params.id && a.userType === 'provider');
    if (!provider) throw notFound('Provider');
    const reviews = db.state.reviews.filter((r) => r.providerIdentifier === provider.identifier).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const paged = paginate(reviews.map(reviewView), page, PROVIDER_REVIEWS_PAGE_SIZE);
    return { ...paged, averageRating: averageRating(reviews), totalReviews: reviews.length };
  });

  router.get('/review/participant/{id}', (ctx) => {
    const booking = visibleParticipantBooking(db, currentAccount(db, ctx), ctx.params.id);
    const review = reviewOfParticipant(db, booking.participant.identifier);
    if (!review) throw notFound('Review');
    return reviewView(review);
  });

  router.get('/review/participant/{id}/status', (ctx) => {
    const booking = visibleParticipantBooking(db, currentAccount(db, ctx), ctx.params.id);
    const editCount = reviewOfParticipant(db, booking.participant.identifier)?.editCount ?? 0;
    return {
      participantIdentifier: booking.participant.identifier,
      feedbackProvided: booking.feedbackProvided,
      canEdit: booking.feedbackProvided && editCount === 0,
      editCount,
    };
  });

  router.get('/review/booking/{id}', (ctx) => {
    const account = currentAccount(db, ctx);
    const booking = bookingById(db, ctx.params.id);
    if (!booking || !isParty(booking, account)) throw notFound('Booking');
    const items = db.state.reviews.filter((r) => r.bookingIdentifier === booking.identifier).map(reviewView);
    return { bookingIdentifier: booking.identifier, items };
  });

  router.get('/review/pending', (ctx) => {
    const client = requireRole(db, ctx, 'client');
    const items = db.state.bookings
      .filter((b) => b.client.identifier === client.identifier && sessionTookPlace(b) && !b.feedbackProvided)
      .map((b) => ({
        participantIdentifier: b.participant.identifier,
        bookingIdentifier: b.identifier,
        providerName: [b.provider.title, b.provider.firstName, b.provider.lastName].filter(Boolean).join(' '),
        sessionEndTime: b.endTime ?? b.startTime ?? b.createdAt,
      }))
      .sort((a, b) => b.sessionEndTime.localeCompare(a.sessionEndTime));
    return { items };
  });
}

// ---------------------------------------------------------------- messages

interface CursorKey {
  at: string;
  id: string;
}

const encodeCursor = (key: CursorKey) => btoa(JSON.stringify(key)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function decodeCursor(cursor: string): CursorKey {
  try {
    const key = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))) as CursorKey;
    if (typeof key.at === 'string' && typeof key.id === 'string') return key;
  } catch {
    // fall through
  }
  throw badRequest(['cursor: not a cursor this server issued']);
}

/** Newest-first cursor paging: a page is the items strictly older than the cursor's (time, id). */
function cursorPage<T>(items: T[], keyOf: (item: T) => CursorKey, cursor: string | undefined, pageSize: number) {
  const newerFirst = (a: CursorKey, b: CursorKey) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id);
  const sorted = [...items].sort((a, b) => newerFirst(keyOf(a), keyOf(b)));
  const after = cursor ? decodeCursor(cursor) : undefined;
  const rest = after ? sorted.filter((item) => newerFirst(after, keyOf(item)) < 0) : sorted;
  const page = rest.slice(0, pageSize);
  return { items: page, cursorInfo: { nextCursor: rest.length > pageSize ? encodeCursor(keyOf(page[page.length - 1])) : null } };
}

const otherMember = (chat: ChatRecord, userId: string) => (chat.memberIdentifiers[0] === userId ? chat.memberIdentifiers[1] : chat.memberIdentifiers[0]);
const chatBetween = (db: Db, a: string, b: string) => db.state.chats.find((c) => c.memberIdentifiers.includes(a) && c.memberIdentifiers.includes(b));

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

async function messageView(db: Db, message: MessageRecord): Promise<ChatMessage> {
  return { ...message, attachments: await withUrls(db, message.attachments) };
}

const messageKey = (m: MessageRecord): CursorKey => ({ at: m.createdAt, id: m.identifier });

/** Someone the user may message: the other party of a booking or of an existing chat. */
function messageablePeer(db: Db, account: AccountRecord, userId: string): ChatParticipant {
  const peer = userId === account.identifier ? undefined : participantOf(db, userId);
  if (!peer) throw notFound('User');
  if (!contactIds(db, account).includes(userId) && !chatBetween(db, account.identifier, userId)) {
    throw forbidden('You can only message users you have a booking with.');
  }
  return peer;
}

function registerMessages(router: Router, db: Db): void {
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
        const unreadCount = messages.filter((m) => m.senderIdentifier !== account.identifier && !m.seen && !m.isDeleted).length;
        return { identifier: chat.identifier, participant, lastMessage: last ? await messageView(db, last) : null, unreadCount, updatedAt: chat.updatedAt };
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
    const { searchQuery, cursor } = queryParams(ctx, ListConversationMessagesQueryParams);
    const body = await jsonBody(ctx, ListConversationMessagesBody);
    const chat = chatBetween(db, account.identifier, body.userIdentifier);
    // an existing chat stays readable; otherwise the other user must be someone one may message
    const participant = chat ? participantOf(db, body.userIdentifier) : messageablePeer(db, account, body.userIdentifier);
    if (!participant || body.userIdentifier === account.identifier) throw notFound('User');
    const query = searchQuery?.trim().toLowerCase();
    const messages = chat
      ? db.state.messages.filter((m) => m.chatIdentifier === chat.identifier && (!query || (m.body ?? '').toLowerCase().includes(query)))
      : [];
    const page = cursorPage(messages, messageKey, cursor, MESSAGES_PAGE_SIZE);
    return {
      chatIdentifier: chat?.identifier ?? null,
      participant,
      items: await Promise.all(page.items.map((m) => messageView(db, m))),
      cursorInfo: page.cursorInfo,
    };
  });

  router.post(
    '/messages/store',
    async (ctx) => {
      const account = currentAccount(db, ctx);
      const body = await formBody(ctx, SendMessageBody, ['files']);
      const text = body.body?.trim() ? body.body : null;
      if (!text && !body.files?.length) throw badRequest(['body: a message needs a text, files, or both']);
      checkFileSizes(body.files);
      messageablePeer(db, account, body.receiverIdentifier);
      const now = db.now().toISOString();
      let chat = chatBetween(db, account.identifier, body.receiverIdentifier);
      if (!chat) {
        chat = { identifier: db.newId('ch'), memberIdentifiers: [account.identifier, body.receiverIdentifier], createdAt: now, updatedAt: now };
        db.state.chats.push(chat);
      }
      chat.updatedAt = now;
      const message: MessageRecord = {
        identifier: db.newId('msg'),
        chatIdentifier: chat.identifier,
        senderIdentifier: account.identifier,
        body: text,
        attachments: storeFiles(db, 'at', body.files),
        seen: false,
        isDeleted: false,
        editedAt: null,
        createdAt: now,
      };
      db.state.messages.push(message);
      return messageView(db, message);
    },
    { status: 201 },
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
    targets.filter((m) => m.senderIdentifier !== account.identifier).forEach((m) => (m.seen = true));
    return { message: 'Messages marked as seen' };
  });

  router.put('/messages/{id}/update', async (ctx) => {
    const account = currentAccount(db, ctx);
    const body = await jsonBody(ctx, UpdateMessageBody);
    const message = ownMessage(db, account, ctx.params.id);
    message.body = body.body;
    message.editedAt = db.now().toISOString();
    return messageView(db, message);
  });

  router.delete('/messages/{id}', (ctx) => {
    const message = ownMessage(db, currentAccount(db, ctx), ctx.params.id);
    dropBlobs(db, message.attachments);
    Object.assign(message, { isDeleted: true, body: null, attachments: [] });
    return { message: 'Message deleted' };
  });
}

export function registerContent(router: Router, db: Db): void {
  registerNotes(router, db);
  registerReviews(router, db);
  registerMessages(router, db);
}
