import { useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { CHAT_LIST_POLL_MS, chatListQuery, unreadTotal } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * The navigation's unread count: the sum of the chat list's unread counts, polled every 30 s while the tab is
 * visible and signed in (nothing is asked signed out). Screen readers hear it with the link's name.
 */
export function UnreadBadge() {
  const t = useT(messages);
  const signedIn = useSession() !== null;
  const { data } = useInfiniteQuery({
    ...chatListQuery(),
    refetchInterval: CHAT_LIST_POLL_MS,
    enabled: signedIn,
  });
  const count = signedIn ? unreadTotal(data) : 0;
  if (count === 0) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-rose-600 px-1.5 text-xs font-bold text-white">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{`(${t('messages.shell.unread', { count })})`}</span>
    </span>
  );
}
