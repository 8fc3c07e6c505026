import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ChatListItem } from '../../../generated/model';
import { useUserTimeZone } from '../../lib/time-zone';
import { Avatar } from '../../ui/Avatar';
import { ErrorState } from '../../ui/states';
import { dayKey } from './conversation-rows';
import { formatListTime } from './message-time';
import { NewChat } from './NewChat';
import { SearchBox } from './SearchBox';
import { toastOnFailure } from '../../lib/query-client';
import { CHAT_LIST_POLL_MS, chatListQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The chat list: newest activity first, searchable by name (debounced, `?q=` in the URL), more on scroll. */
export function ChatListPanel({ q, openUserId }: { q: string; openUserId?: string }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  useEffect(() => {
    if (text.trim() === q) return;
    const next = text.trim() || undefined;
    const t = setTimeout(() => {
      if (openUserId)
        void navigate({
          to: '/messages/$userId/',
          params: { userId: openUserId },
          search: (s) => ({ ...s, q: next }),
          replace: true,
        });
      else void navigate({ to: '/messages/', search: { q: next }, replace: true });
    }, 300);
    return () => clearTimeout(t);
  }, [text, q, navigate, openUserId]);

  // The list shows its failure only while it has nothing; a failed poll keeps the list and is toasted.
  const list = useInfiniteQuery({ ...chatListQuery(q), ...toastOnFailure, refetchInterval: CHAT_LIST_POLL_MS });
  const sentinel = useRef<HTMLLIElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const chats = list.data?.pages.flatMap((page) => page.items) ?? [];
  // Pages already shown stay when a poll or the next page fails (a boundary would replace them with the failure),
  // so only a list with nothing loaded says it failed.
  const loaded = list.data !== undefined;
  return (
    <section aria-labelledby="chat-list-title" className="relative flex h-full min-h-0 flex-col bg-white">
      <div className="space-y-3 border-b border-slate-200 p-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="chat-list-title" className="text-lg font-semibold text-slate-900">
            {t('messages.list')}
          </h2>
          <NewChat />
        </div>
        <SearchBox label={t('messages.search')} value={text} onChange={setText} />
      </div>
      {/* eslint-disable-next-line no-restricted-syntax -- shown rows stay when a poll fails, as said above */}
      {!loaded && list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : (
        <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto" aria-busy={!loaded}>
          {loaded && chats.length === 0 && (
            <li className="p-4 text-sm text-slate-600">
              {t(q ? 'messages.list.noMatch' : 'messages.list.empty', { query: q })}
            </li>
          )}
          {chats.map((chat) => (
            <ChatRow key={chat.identifier} chat={chat} active={chat.participant.identifier === openUserId} />
          ))}
          {hasNextPage && (
            <li ref={sentinel} className="p-3 text-center text-xs text-slate-500">
              {t('messages.list.more')}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

function ChatRow({ chat, active }: { chat: ChatListItem; active: boolean }) {
  const intl = useIntl();
  const t = useT(messages);
  const timeZone = useUserTimeZone();
  const { participant, lastMessage, unreadCount } = chat;
  const name = `${participant.firstName} ${participant.lastName}`.trim();
  const role = t(participant.userType === 'provider' ? 'userType.provider' : 'userType.client');
  const fromMe = lastMessage && lastMessage.senderIdentifier !== participant.identifier;
  const text = !lastMessage
    ? ''
    : lastMessage.isDeleted
      ? t('messages.deleted')
      : lastMessage.body || t('messages.attachments', { count: lastMessage.attachments.length });
  const preview = fromMe ? t('messages.you', { text }) : text;
  const at = lastMessage?.createdAt ?? chat.updatedAt;
  return (
    <li>
      <Link
        to="/messages/$userId/"
        params={{ userId: participant.identifier }}
        search={({ q }) => ({ q })}
        aria-current={active ? 'page' : undefined}
        className={`flex gap-3 px-3 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700 ${active ? 'bg-teal-50' : ''}`}
      >
        <Avatar name={name} photoUrl={participant.photoUrl} size="sm" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-semibold text-slate-900">{name}</span>
            <time dateTime={at} className="shrink-0 text-xs text-slate-600">
              {formatListTime(intl, at, timeZone, dayKey(new Date(), timeZone), dayKey(at, timeZone))}
            </time>
          </span>
          <span className="block text-xs text-slate-600">{role}</span>
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span className={`truncate text-sm ${unreadCount > 0 ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>
              {preview}
            </span>
            {unreadCount > 0 && (
              <span className="shrink-0 rounded-full bg-teal-700 px-2 py-0.5 text-xs font-bold text-white">
                <span aria-hidden>{unreadCount}</span>
                <span className="sr-only">{t('messages.shell.unread', { count: unreadCount })}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
