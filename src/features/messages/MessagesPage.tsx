import { MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { ChatListPanel } from './ChatListPanel';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * `/messages/` and `/messages/$userId/`: on a desktop the chat list and the open conversation side by side, on a
 * phone one at a time (the conversation has a back control).
 */
export function MessagesPage({ q, openUserId, children }: { q: string; openUserId?: string; children: ReactNode }) {
  const t = useT(messages);
  const title = t('chat.title');
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-6xl flex-col md:px-6 md:py-4">
      <h1 className="sr-only">{title}</h1>
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] overflow-hidden border-slate-200 bg-white md:grid-cols-[20rem_minmax(0,1fr)] md:rounded-2xl md:border md:shadow-sm">
        <div className={`min-h-0 border-slate-200 md:block md:border-r ${openUserId ? 'hidden' : 'block'}`}>
          <ChatListPanel q={q} openUserId={openUserId} />
        </div>
        <div className={`min-h-0 md:block ${openUserId ? 'block' : 'hidden'}`}>{children}</div>
      </div>
    </div>
  );
}

/** The right-hand side while no chat is open (desktop). */
export function NoChatOpen() {
  const t = useT(messages);
  return (
    <div className="grid h-full place-items-center bg-slate-50 p-6 text-center text-sm text-slate-600">
      <p className="flex flex-col items-center gap-3">
        <MessageSquare aria-hidden className="size-8 text-slate-400" />
        {t('messages.selectChat')}
      </p>
    </div>
  );
}
