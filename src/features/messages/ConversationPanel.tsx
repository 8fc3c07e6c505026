import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { ConversationMessages } from '../../../generated/model';
import { useDocumentTitle } from '../../lib/document-title';
import { Avatar } from '../../ui/Avatar';
import { Spinner } from '../../ui/Spinner';
import { ErrorState } from '../../ui/states';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { useOutbox } from './outbox';
import { CONVERSATION_POLL_MS, latestMessagesQuery } from './queries';

/** The open conversation: who, the messages (polled every 5 s while the tab is visible), and the composer. */
export function ConversationPanel({ userId }: { userId: string }) {
  const latest = useQuery({ ...latestMessagesQuery(userId), refetchInterval: CONVERSATION_POLL_MS });
  if (latest.isPending) {
    return (
      <div className="grid h-full place-items-center">
        <Spinner />
      </div>
    );
  }
  if (latest.isError) return <ErrorState onRetry={() => void latest.refetch()} />;
  return <Conversation key={userId} userId={userId} latest={latest.data} />;
}

function Conversation({ userId, latest }: { userId: string; latest: ConversationMessages }) {
  const intl = useIntl();
  const { participant } = latest;
  const name = `${participant.firstName} ${participant.lastName}`.trim();
  const role = intl.formatMessage({ id: participant.userType === 'provider' ? 'userType.provider' : 'userType.client' });
  useDocumentTitle(intl.formatMessage({ id: 'chat.messages' }, { name }));
  const outbox = useOutbox(userId, latest.chatIdentifier);

  return (
    <section aria-labelledby="conversation-title" className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-2.5 sm:px-5">
        <Link
          to="/messages/"
          search={(s) => s}
          className="-ml-1 rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700 md:hidden"
        >
          <ArrowLeft aria-hidden className="size-5" />
          <span className="sr-only">{intl.formatMessage({ id: 'chat.back' })}</span>
        </Link>
        <Avatar name={name} photoUrl={participant.photoUrl} size="sm" />
        <div className="min-w-0">
          <h2 id="conversation-title" className="truncate font-semibold text-slate-900">
            {name}
          </h2>
          <p className="text-xs text-slate-600">{role}</p>
        </div>
      </header>
      <MessageList userId={userId} latest={latest} name={name} outbox={outbox} />
      <Composer onSend={outbox.add} />
    </section>
  );
}
