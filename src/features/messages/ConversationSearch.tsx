import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { listConversationMessagesQuerySearchQueryMax } from '../../../generated/zod/messages/messages.zod';
import type { ChatMessage } from '../../../generated/model';
import { useUserTimeZone } from '../../lib/time-zone';
import { Button } from '../../ui/Button';
import { dayKey } from './conversation-rows';
import { excerpt } from './marked-text';
import { Marked } from './Marked';
import { formatListTime } from './message-time';
import { conversationSearchQuery } from './queries';
import { SearchBox } from './SearchBox';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

interface ConversationSearchProps {
  userId: string;
  /** The query in the URL (`?find=`). */
  find: string;
  current: string | undefined;
  onJump: (message: ChatMessage) => void;
  onClose: () => void;
}

/**
 * Search inside the open conversation: the query is kept in the URL (debounced), the server searches the whole
 * conversation, and the hits (newest first, more on demand) each jump to their message.
 */
export function ConversationSearch({ userId, find, current, onJump, onClose }: ConversationSearchProps) {
  const intl = useIntl();
  const t = useT(messages);
  const navigate = useNavigate();
  const timeZone = useUserTimeZone();
  const [text, setText] = useState(find);
  useEffect(() => {
    if (text.trim() === find) return;
    const t = setTimeout(() => {
      void navigate({
        to: '/messages/$userId/',
        params: { userId },
        search: (s) => ({ ...s, find: text.trim() || undefined }),
        replace: true,
      });
    }, 300);
    return () => clearTimeout(t);
  }, [text, find, navigate, userId]);

  const hits = useInfiniteQuery({ ...conversationSearchQuery(userId, find), enabled: find !== '' });
  const found = hits.data?.pages.flatMap((page) => page.items).filter((m) => !m.isDeleted && m.body) ?? [];
  // The box stays usable while the server searches and after it failed, so the status line under it says so (a
  // boundary would take the box away).
  // eslint-disable-next-line no-restricted-syntax
  const statusId = hits.isPending ? 'messages.find.searching' : hits.isError ? 'messages.find.failed' : undefined;
  const today = dayKey(new Date(), timeZone);

  return (
    <div
      role="search"
      aria-label={t('messages.find.label')}
      className="border-b border-slate-200 bg-white px-3 py-2 sm:px-5"
    >
      <div className="flex items-center gap-2">
        <div className="flex-1">
          <SearchBox
            label={t('messages.find.label')}
            value={text}
            onChange={setText}
            maxLength={listConversationMessagesQuerySearchQueryMax}
            focusOnOpen={!find}
          />
        </div>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <X aria-hidden className="size-5" />
          <span className="sr-only">{t('messages.find.close')}</span>
        </button>
      </div>
      {find !== '' && (
        <div className="mt-2" aria-busy={statusId === 'messages.find.searching'}>
          <p role="status" className="text-xs text-slate-600">
            {statusId
              ? t(statusId)
              : found.length === 0
                ? t('messages.find.none', { query: find })
                : t(hits.hasNextPage ? 'messages.find.countMore' : 'messages.find.count', { count: found.length })}
          </p>
          {found.length > 0 && (
            <ul className="mt-1 max-h-32 divide-y divide-slate-100 overflow-y-auto md:max-h-48">
              {found.map((message) => (
                <li key={message.identifier}>
                  <button
                    type="button"
                    onClick={() => onJump(message)}
                    aria-current={message.identifier === current ? 'true' : undefined}
                    className="flex w-full items-baseline gap-3 px-1 py-1.5 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700 aria-[current]:bg-amber-50"
                  >
                    <time dateTime={message.createdAt} className="w-16 shrink-0 text-xs text-slate-600">
                      {formatListTime(intl, message.createdAt, timeZone, today, dayKey(message.createdAt, timeZone))}
                    </time>
                    <span className="line-clamp-2 min-w-0 flex-1 text-slate-800">
                      <Marked text={excerpt(message.body ?? '', find)} query={find} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {hits.hasNextPage && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-1"
              busy={hits.isFetchingNextPage}
              onClick={() => void hits.fetchNextPage()}
            >
              {t('messages.find.more')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
