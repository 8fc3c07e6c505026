import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ChatMessage, ConversationMessages } from '../../../generated/model';
import { mergeMessages, withChanges } from './conversation-rows';
import { olderMessagesQuery } from './queries';

/**
 * The messages of an open conversation, oldest first: the polled newest page, every newer message seen since the
 * conversation opened (a poll shows only the newest 20), and the older pages loaded so far.
 */
export function useConversationMessages(userId: string, latest: ConversationMessages) {
  // The older pages start where the newest page ended when the conversation opened; new messages never shift them.
  const [from] = useState(latest.cursorInfo.nextCursor ?? null);
  const [wantOlder, setWantOlder] = useState(false);
  const older = useInfiniteQuery({ ...olderMessagesQuery(userId, from), enabled: wantOlder && from !== null });
  const [seen, setSeen] = useState<{ source: ConversationMessages; items: ChatMessage[] }>({
    source: latest,
    items: latest.items,
  });
  // The newer messages that left the newest page take the poll's changes too (the cached pages get them in queries.ts).
  if (seen.source !== latest)
    setSeen({ source: latest, items: withChanges(mergeMessages(latest.items, seen.items), latest.changes) });

  const pages = older.data?.pages;
  const messages = useMemo(
    () => mergeMessages(latest.items, seen.items, ...(pages?.map((page) => page.items) ?? [])),
    [latest.items, seen.items, pages],
  );
  // eslint-disable-next-line no-restricted-syntax -- older pages load on scrolling up, below messages already shown
  const hasOlder = from !== null && (!wantOlder || older.isPending || older.hasNextPage);
  const loadingOlder = wantOlder && older.isFetching;

  const loadOlder = () => {
    if (from === null) return;
    if (!wantOlder) setWantOlder(true);
    else if (older.hasNextPage && !older.isFetching) void older.fetchNextPage();
  };
  // eslint-disable-next-line no-restricted-syntax -- a failed older page is a line above the messages, with a retry
  return { messages, hasOlder, loadingOlder, loadOlder, olderFailed: older.isError };
}
