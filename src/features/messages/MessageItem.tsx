import { Check, CheckCheck } from 'lucide-react';
import { memo, useState } from 'react';
import { useIntl } from 'react-intl';
import { updateMessageBodyBodyMax } from '../../../generated/zod/messages/messages.zod';
import { useModal } from '../../lib/modal';
import { Button } from '../../ui/Button';
import type { ShownMessage } from './conversation-rows';
import { MessageAttachment } from './MessageAttachment';
import { formatMessageTime } from './message-time';
import { MessageText } from './MessageText';
import { useEditMessage } from './mutations';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';
import { trimInvisible } from '../../lib/visible-text';

interface MessageItemProps {
  message: ShownMessage;
  mine: boolean;
  senderName: string;
  timeZone: string;
  /** The conversation search's query, marked in the text. */
  query?: string;
  /** The search hit last jumped to. */
  current?: boolean;
  onRetry: (localId: string) => void;
  onDiscard: (localId: string) => void;
}

/** One message: text or 'deleted', attachments, time, 'edited', and for one's own its state and actions. */
export const MessageItem = memo(function MessageItem({
  message,
  mine,
  senderName,
  timeZone,
  query,
  current = false,
  onRetry,
  onDiscard,
}: MessageItemProps) {
  const intl = useIntl();
  const t = useT(messages);
  const { open } = useModal();
  const [editing, setEditing] = useState(false);
  const local = message.local;
  const time = formatMessageTime(intl.locale, message.createdAt, timeZone);
  const canChange = mine && !local && !message.isDeleted;

  return (
    <div className={`flex px-3 py-1 sm:px-5 ${mine ? 'justify-end' : 'justify-start'}`}>
      <article
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 sm:max-w-[70%] ${mine ? 'bg-teal-700 text-white' : 'bg-white text-slate-900 ring-1 ring-slate-200'} ${local?.state === 'failed' ? 'ring-2 ring-rose-500' : ''} ${current ? 'outline-4 outline-offset-2 outline-amber-400' : ''}`}
        aria-current={current ? 'true' : undefined}
      >
        <h3 className="sr-only">{mine ? t('messages.fromYou') : senderName}</h3>
        {message.isDeleted ? (
          <p className={`text-sm italic ${mine ? 'text-teal-50' : 'text-slate-600'}`}>{t('messages.deleted')}</p>
        ) : editing ? (
          <EditMessage message={message} onDone={() => setEditing(false)} />
        ) : (
          message.body && <MessageText text={message.body} query={query} />
        )}
        {!message.isDeleted && message.attachments.length > 0 && (
          <ul className="mt-1 space-y-1">
            {message.attachments.map((file) => (
              <li key={file.identifier}>
                <MessageAttachment file={file} />
              </li>
            ))}
          </ul>
        )}
        <p
          className={`mt-1 flex flex-wrap items-center justify-end gap-x-2 text-xs ${mine ? 'text-teal-50' : 'text-slate-600'}`}
        >
          {message.editedAt && !message.isDeleted && <span>{t('messages.edited')}</span>}
          <time dateTime={message.createdAt}>{time}</time>
          {mine && !message.isDeleted && <MessageState message={message} />}
        </p>
        {local?.state === 'failed' && (
          <div className="mt-2 flex gap-2">
            <Button size="sm" variant="secondary" onClick={() => onRetry(message.identifier)}>
              {t('messages.retry')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-white hover:bg-teal-800"
              onClick={() => onDiscard(message.identifier)}
            >
              {t('messages.discard')}
            </Button>
          </div>
        )}
        {canChange && !editing && (
          <div className="mt-1 flex justify-end gap-1">
            <button
              type="button"
              onClick={() => setEditing(true)}
              className="rounded px-1.5 text-xs font-semibold text-white underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
            >
              {t('messages.edit')}
            </button>
            <button
              type="button"
              onClick={() => open('delete-message', { messageId: message.identifier })}
              className="rounded px-1.5 text-xs font-semibold text-white underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
            >
              {t('messages.delete')}
            </button>
          </div>
        )}
      </article>
    </div>
  );
});

function MessageState({ message }: { message: ShownMessage }) {
  const t = useT(messages);
  const state = message.local?.state;
  if (state === 'sending') return <span>{t('messages.sending')}</span>;
  if (state === 'failed') return <span className="font-semibold text-white">{t('messages.failed')}</span>;
  const Icon = message.seen ? CheckCheck : Check;
  return (
    <span className="inline-flex items-center gap-0.5">
      <Icon aria-hidden className="size-3.5" />
      {t(message.seen ? 'messages.seen' : 'messages.sent')}
    </span>
  );
}

/** Inline edit of one's own message: Enter saves, Shift+Enter breaks the line, Escape cancels. */
function EditMessage({ message, onDone }: { message: ShownMessage; onDone: () => void }) {
  const t = useT(messages);
  const [text, setText] = useState(message.body ?? '');
  const edit = useEditMessage();
  const tooLong = text.length > updateMessageBodyBodyMax;
  const save = async () => {
    if (tooLong) return;
    const body = trimInvisible(text);
    if (!body || body === message.body) return onDone();
    const result = await edit.send({ id: message.identifier, data: { body } });
    if (result.ok) onDone();
  };
  return (
    <div className="space-y-2">
      <textarea
        aria-label={t('messages.editLabel')}
        aria-describedby={`edit-hint-${message.identifier}${tooLong ? ` edit-length-${message.identifier}` : ''}`}
        aria-invalid={tooLong || undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the edit starts from the button the user pressed
        autoFocus
        value={text}
        rows={Math.min(6, text.split('\n').length + 1)}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            onDone();
          } else if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void save();
          }
        }}
        className="w-full min-w-56 rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
      />
      <p id={`edit-hint-${message.identifier}`} className="text-xs text-teal-50">
        {t('messages.editHint')}
      </p>
      {tooLong && (
        <p
          id={`edit-length-${message.identifier}`}
          role="alert"
          className="rounded bg-white px-2 py-1 text-xs font-medium text-rose-700"
        >
          {t('form.tooLong', { max: updateMessageBodyBodyMax })}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={onDone}>
          {t('messages.cancel')}
        </Button>
        <Button size="sm" variant="secondary" busy={edit.busy} onClick={() => void save()}>
          {t('messages.save')}
        </Button>
      </div>
    </div>
  );
}
