import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Search } from 'lucide-react';
import { useState } from 'react';
import type { ChatMessage, ConversationMessages } from '../../../generated/model';
import { useDocumentTitle } from '../../lib/document-title';
import { QueryBoundary } from '../../lib/query-boundary';
import { toastOnFailure } from '../../lib/query-client';
import { Avatar } from '../../ui/Avatar';
import { Spinner } from '../../ui/Spinner';
import { Composer } from './Composer';
import { ConversationSearch } from './ConversationSearch';
import { MessageList } from './MessageList';
import { useOutbox } from './outbox';
import { CONVERSATION_POLL_MS, latestMessagesQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** A jump to a search hit: the message, and a new object for every click (a second click jumps again). */
export interface Jump {
  message: ChatMessage;
}

/**
 * The open conversation: who, the search inside it (`find`, from the URL), the messages (polled every 5 s while the
 * tab is visible), and the composer.
 */
export function ConversationPanel({ userId, find }: { userId: string; find: string }) {
  return (
    <QueryBoundary
      // The boundary keeps the messages when a poll fails: the toast says so.
      query={{ ...latestMessagesQuery(userId), ...toastOnFailure, refetchInterval: CONVERSATION_POLL_MS }}
      pending={
        <div className="grid h-full place-items-center">
          <Spinner />
        </div>
      }
    >
      {(latest) => <Conversation key={userId} userId={userId} latest={latest} find={find} />}
    </QueryBoundary>
  );
}

function Conversation({ userId, latest, find }: { userId: string; latest: ConversationMessages; find: string }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [jump, setJump] = useState<Jump>();
  const searching = opened || find !== '';
  const closeSearch = () => {
    setOpened(false);
    setJump(undefined);
    void navigate({
      to: '/messages/$userId/',
      params: { userId },
      search: (s) => ({ ...s, find: undefined }),
      replace: true,
    });
  };
  const { participant } = latest;
  const name = `${participant.firstName} ${participant.lastName}`.trim();
  const role = t(participant.userType === 'provider' ? 'userType.provider' : 'userType.client');
  useDocumentTitle(t('messages.messages', { name }));
  const outbox = useOutbox(userId, latest.chatIdentifier);

  return (
    <section aria-labelledby="conversation-title" className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-2.5 sm:px-5">
        <Link
          to="/messages/"
          search={({ q }) => ({ q })}
          className="-ml-1 rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700 md:hidden"
        >
          <ArrowLeft aria-hidden className="size-5" />
          <span className="sr-only">{t('messages.back')}</span>
        </Link>
        <Avatar name={name} photoUrl={participant.photoUrl} size="sm" />
        <div className="min-w-0 flex-1">
          <h2 id="conversation-title" className="truncate font-semibold text-slate-900">
            {name}
          </h2>
          <p className="text-xs text-slate-600">{role}</p>
        </div>
        {latest.chatIdentifier && (
          <button
            type="button"
            aria-expanded={searching}
            onClick={() => (searching ? closeSearch() : setOpened(true))}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700 aria-expanded:bg-slate-100"
          >
            <Search aria-hidden className="size-5" />
            <span className="sr-only">{t('messages.find.open')}</span>
          </button>
        )}
      </header>
      {searching && (
        <ConversationSearch
          userId={userId}
          find={find}
          current={jump?.message.identifier}
          onJump={(message) => setJump({ message })}
          onClose={closeSearch}
        />
      )}
      <MessageList userId={userId} latest={latest} name={name} outbox={outbox} find={find} jump={jump} />
      <Composer onSend={outbox.add} />
    </section>
  );
}
