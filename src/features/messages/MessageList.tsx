import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ConversationMessages } from '../../../generated/model';
import { useUserTimeZone } from '../../lib/time-zone';
import type { Jump } from './ConversationPanel';
import { conversationRows, dayName, type ConversationRow } from './conversation-rows';
import { MessageItem } from './MessageItem';
import { formatDay } from './message-time';
import type { Outbox } from './outbox';
import { useMarkSeenOnScreen } from './use-mark-seen';
import { useConversationMessages } from './use-conversation';
import { useT, type TranslateOf } from '../../lib/i18n/translate';
import messages from './messages';

type Row = ConversationRow | { kind: 'head'; key: 'head' };

interface MessageListProps {
  userId: string;
  latest: ConversationMessages;
  name: string;
  outbox: Outbox;
  /** The conversation search's query: marked in the messages. */
  find: string;
  /** The search hit to scroll to (loading the older pages up to it first). */
  jump: Jump | undefined;
}

/**
 * The conversation, virtualised (a chat of thousands of messages renders only what is on screen). It opens at the
 * newest message, follows new ones while the reader is at the bottom, loads older pages when scrolled near the top,
 * and keeps the message the reader was looking at in place when they arrive.
 */
export function MessageList({ userId, latest, name, outbox, find, jump }: MessageListProps) {
  const intl = useIntl();
  const t = useT(messages);
  const timeZone = useUserTimeZone();
  const { messages: loadedMessages, hasOlder, loadingOlder, loadOlder } = useConversationMessages(userId, latest);
  const rows: Row[] = useMemo(
    () => [{ kind: 'head', key: 'head' }, ...conversationRows([...loadedMessages, ...outbox.shown], timeZone)],
    [loadedMessages, outbox.shown, timeZone],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read in render on purpose
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (rows[i]?.kind === 'message' ? 76 : 44),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 8,
    // Renders on scroll are batched by React rather than flushed one by one (fewer renders while pages arrive).
    useFlushSync: false,
  });
  const mine = (senderId: string) => senderId !== latest.participant.identifier;
  const markSeen = useMarkSeenOnScreen(latest.chatIdentifier, () => {
    const el = scrollRef.current;
    if (!el) return [];
    return virtualizer
      .getVirtualItems()
      .filter((v) => v.end > el.scrollTop && v.start < el.scrollTop + el.clientHeight)
      .flatMap((v) => {
        const row = rows[v.index];
        return row?.kind === 'message' &&
          !row.message.local &&
          !mine(row.message.senderIdentifier) &&
          !row.message.seen &&
          !row.message.isDeleted
          ? [row.message.identifier]
          : [];
      });
  });

  // Where the reader is: the first row on screen and its offset, and whether they are at the bottom.
  const anchor = useRef<{ key: string; offset: number } | null>(null);
  const atBottom = useRef(true);
  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    // The first message on screen (headings stay at the top when older messages of their day arrive).
    const first = virtualizer.getVirtualItems().find((v) => rows[v.index]?.kind === 'message' && v.end > el.scrollTop);
    if (first) anchor.current = { key: String(first.key), offset: first.start - el.scrollTop };
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 120;
    if (el.scrollTop < 600 && hasOlder) loadOlder();
    markSeen();
  };

  // Older rows arrived above: put the anchored row back where it was.
  const firstKey = rows.find((r) => r.kind === 'message')?.key;
  const shownFirst = useRef(firstKey);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const previous = shownFirst.current;
    shownFirst.current = firstKey;
    if (!el || !anchor.current || previous === firstKey) return;
    const index = rows.findIndex((r) => r.key === anchor.current?.key);
    const start = virtualizer.measurementsCache[index]?.start;
    if (start !== undefined) el.scrollTop = start - anchor.current.offset;
  });

  // Open at the newest message; follow new ones while at the bottom (and always one's own).
  const last = rows[rows.length - 1];
  const lastKey = last?.key;
  const lastMine = last?.kind === 'message' && mine(last.message.senderIdentifier);
  useLayoutEffect(() => {
    if (atBottom.current || lastMine) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the newest row changes
  }, [lastKey]);
  useEffect(() => markSeen(), [rows, markSeen]);

  // A jump to a search hit: older pages are loaded one after another until the hit is among the rows (or the loaded
  // messages already reach back past it), then it is scrolled to the middle.
  const [pending, setPending] = useState<Jump>();
  const [taken, setTaken] = useState(jump);
  if (taken !== jump) {
    setTaken(jump);
    setPending(jump);
  }
  const oldest = loadedMessages[0]?.createdAt;
  useEffect(() => {
    if (!pending) return;
    const index = rows.findIndex((r) => r.key === pending.message.identifier);
    if (index >= 0) {
      atBottom.current = false;
      virtualizer.scrollToIndex(index, { align: 'center' });
      setPending(undefined);
    } else if (hasOlder && (!oldest || oldest >= pending.message.createdAt)) {
      if (!loadingOlder) loadOlder();
    } else setPending(undefined);
  }, [pending, rows, hasOlder, loadingOlder, loadOlder, oldest, virtualizer]);

  const headText = hasOlder
    ? t('messages.loadingOlder')
    : t(loadedMessages.length ? 'messages.beginning' : 'messages.empty', { name });

  return (
    <div
      ref={scrollRef}
      onScroll={onScroll}
      role="log"
      aria-label={t('messages.messages', { name })}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolled region must take focus to scroll by keyboard
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto bg-slate-50 [overflow-anchor:none] focus-visible:outline-2 focus-visible:outline-teal-700"
    >
      {pending && (
        <p
          role="status"
          className="sticky top-2 z-10 mx-auto w-fit rounded-full bg-slate-800 px-3 py-1 text-xs text-white shadow"
        >
          {t('messages.find.loading')}
        </p>
      )}
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {row.kind === 'head' ? (
                <p className="px-4 py-3 text-center text-sm text-slate-600" aria-busy={loadingOlder}>
                  {headText}
                </p>
              ) : row.kind === 'day' ? (
                <h3 className="py-2 text-center">
                  <span className="rounded-full bg-slate-200/70 px-3 py-1 text-xs font-semibold text-slate-700">
                    {dayLabel(intl, t, row.day, timeZone)}
                  </span>
                </h3>
              ) : (
                <MessageItem
                  message={row.message}
                  mine={mine(row.message.senderIdentifier)}
                  senderName={name}
                  timeZone={timeZone}
                  query={find}
                  current={row.message.identifier === jump?.message.identifier}
                  onRetry={outbox.retry}
                  onDiscard={outbox.discard}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function dayLabel(
  intl: ReturnType<typeof useIntl>,
  t: TranslateOf<typeof messages>,
  day: string,
  timeZone: string,
): string {
  const kind = dayName(day, timeZone);
  return kind === 'date' ? formatDay(intl, day) : t(kind === 'today' ? 'messages.today' : 'messages.yesterday');
}
