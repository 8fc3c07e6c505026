// The messages domain's reads: the chat list (cursor pages, the spec's 5-minute stale time), the contacts, and a
// conversation as its newest page (polled) plus the older pages (loaded when scrolling up). Built on the generated
// request functions and keys; the conversation is a POST in the contract, so its query options are written here.
import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { getListChatsQueryKey, listChats } from '../../../generated/api/messages/list-chats';
import { getListMessageContactsQueryOptions } from '../../../generated/api/messages/list-message-contacts';
import { listConversationMessages } from '../../../generated/api/messages/list-conversation-messages';
import type { ChatList, ChatMessage, ConversationMessages } from '../../../generated/model';
import { toastOnFailure } from '../../lib/query-client';

/** The spec: the chat list is cached with a 5-minute stale time. */
const CHAT_LIST_STALE_MS = 5 * 60_000;
/** New messages arrive without a reload: the chat list every 30 s, the open conversation every 5 s (tab visible only). */
export const CHAT_LIST_POLL_MS = 30_000;
export const CONVERSATION_POLL_MS = 5_000;

const cursorOf = (page: { cursorInfo: { nextCursor?: string | null } }) => page.cursorInfo.nextCursor ?? undefined;

export function chatListQuery(searchQuery = '') {
  const query = searchQuery.trim() || undefined;
  return infiniteQueryOptions({
    queryKey: [...getListChatsQueryKey({ searchQuery: query }), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => listChats({ searchQuery: query, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: cursorOf,
    staleTime: CHAT_LIST_STALE_MS,
  });
}

/** The sum of the unread counts of the chat list's loaded pages (the navigation's badge). */
export function unreadTotal(data: InfiniteData<ChatList> | undefined): number {
  return data?.pages.reduce((sum, page) => sum + page.items.reduce((s, chat) => s + chat.unreadCount, 0), 0) ?? 0;
}

export const contactsQuery = (searchQuery = '') =>
  getListMessageContactsQueryOptions(
    { searchQuery: searchQuery.trim() || undefined },
    // The contact picker shows no failure of its own: the toast says it.
    { query: { ...toastOnFailure, staleTime: 60_000 } },
  );

/** Every conversation query of one other user starts with this key. */
const conversationKey = (userId: string) => ['/messages/conversations', userId] as const;

/**
 * The newest page of the conversation with `userId` (polled while it is open). Each poll after the first also asks
 * for the changes since the one before (`changedSince`), and puts the edited, deleted or seen messages into every
 * page already loaded, however far up (decision 0060).
 */
export function latestMessagesQuery(userId: string) {
  return queryOptions({
    queryKey: [...conversationKey(userId), 'latest'] as const,
    queryFn: async ({ client, queryKey, signal }) => {
      const since = client.getQueryData<ConversationMessages>(queryKey)?.changesCursor;
      const answer = await listConversationMessages(
        { userIdentifier: userId },
        since ? { changedSince: since } : undefined,
        { signal },
      );
      if (answer.changes?.length) applyChanges(client, userId, answer.changes);
      return answer;
    },
  });
}

/** The pages older than `from` (the newest page's cursor when the conversation opened), loaded on demand. */
export function olderMessagesQuery(userId: string, from: string | null) {
  return infiniteQueryOptions({
    queryKey: [...conversationKey(userId), 'older', from] as const,
    queryFn: ({ pageParam, signal }) =>
      listConversationMessages({ userIdentifier: userId }, { cursor: pageParam }, { signal }),
    initialPageParam: from ?? '',
    getNextPageParam: cursorOf,
    staleTime: Infinity,
  });
}

/** The messages of the whole conversation whose text contains `query` (the server filters), newest first, paged. */
export function conversationSearchQuery(userId: string, query: string) {
  return infiniteQueryOptions({
    queryKey: [...conversationKey(userId), 'search', query] as const,
    queryFn: ({ pageParam, signal }) =>
      listConversationMessages({ userIdentifier: userId }, { searchQuery: query, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: cursorOf,
    staleTime: 30_000,
  });
}

type ConversationData = ConversationMessages | InfiniteData<ConversationMessages>;

/**
 * Applies a change to messages (edited, deleted, seen) in every cached conversation page (of one conversation when
 * `queryKey` says so); a page with nothing changed keeps its identity.
 */
export function patchMessages(
  queryClient: QueryClient,
  patch: (message: ChatMessage) => ChatMessage,
  queryKey: readonly unknown[] = ['/messages/conversations'],
) {
  const page = (p: ConversationMessages) => {
    const items = p.items.map(patch);
    return items.some((m, i) => m !== p.items[i]) ? { ...p, items } : p;
  };
  queryClient.setQueriesData<ConversationData>({ queryKey }, (data) => {
    if (!data) return data;
    return 'pages' in data ? { ...data, pages: data.pages.map(page) } : page(data);
  });
}

/** Replaces the loaded versions of changed messages in the conversation's cached pages (the others stay as they are). */
function applyChanges(queryClient: QueryClient, userId: string, changes: ChatMessage[]) {
  const byId = new Map(changes.map((m) => [m.identifier, m]));
  patchMessages(queryClient, (m) => byId.get(m.identifier) ?? m, conversationKey(userId));
}

/** Puts a stored message into the newest page at once (the poll would bring it a moment later). */
export function addSentMessage(queryClient: QueryClient, userId: string, message: ChatMessage) {
  queryClient.setQueryData<ConversationMessages>(latestMessagesQuery(userId).queryKey, (data) =>
    data && !data.items.some((m) => m.identifier === message.identifier)
      ? { ...data, chatIdentifier: message.chatIdentifier, items: [message, ...data.items] }
      : data,
  );
}
