import { Paperclip, SendHorizontal, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { sendMessageBodyBodyMax } from '../../../generated/zod/messages/messages.zod';
import { DOCUMENT_ACCEPT, documentFileProblem, useFileProblemText } from '../files';
import type { Draft } from './outbox';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';
import { hasVisibleText } from '../../lib/visible-text';

/**
 * Writing a message: Enter sends, Shift+Enter breaks the line; files are checked (type, 10 MB) before they are
 * attached. Sending hands the draft to the outbox and clears the box at once (the outbox keeps it until stored).
 */
export function Composer({ onSend }: { onSend: (draft: Draft) => void }) {
  const t = useT(messages);
  const fileProblemText = useFileProblemText();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const problemId = useId();
  const lengthId = useId();
  // Kept, not cut: the text stays to be shortened, and nothing is sent while it is too long.
  const tooLong = body.length > sendMessageBodyBodyMax;

  const send = () => {
    if (tooLong || (!hasVisibleText(body) && files.length === 0)) return;
    onSend({ body, files });
    setBody('');
    setFiles([]);
    setProblems([]);
  };

  const pick = (picked: FileList | null) => {
    const accepted: File[] = [];
    const refused: string[] = [];
    for (const file of picked ?? []) {
      const problem = documentFileProblem(file);
      if (problem) refused.push(`${file.name}: ${fileProblemText(problem)}`);
      else accepted.push(file);
    }
    setFiles((current) => [...current, ...accepted]);
    setProblems(refused);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <form
      className="border-t border-slate-200 bg-white p-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      {files.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2">
          {files.map((file, i) => (
            <li
              key={`${file.name}-${i}`}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-xs text-slate-800"
            >
              {file.name}
              <button
                type="button"
                onClick={() => setFiles((current) => current.filter((_, j) => j !== i))}
                className="rounded-full p-1 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <X aria-hidden className="size-3.5" />
                <span className="sr-only">{t('messages.removeFile', { name: file.name })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {problems.length > 0 && (
        <ul id={problemId} role="alert" className="mb-2 text-sm text-rose-700">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {tooLong && (
        <p id={lengthId} role="alert" className="mb-2 text-sm text-rose-700">
          {t('form.tooLong', { max: sendMessageBodyBodyMax })}
        </p>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => pick(e.target.files)}
        />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          className="rounded-xl p-2.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <Paperclip aria-hidden className="size-5" />
          <span className="sr-only">{t('messages.attach')}</span>
        </button>
        <textarea
          aria-label={t('messages.composer')}
          aria-describedby={[hintId, problems.length > 0 && problemId, tooLong && lengthId].filter(Boolean).join(' ')}
          aria-invalid={tooLong || undefined}
          placeholder={t('messages.composer.placeholder')}
          value={body}
          rows={Math.min(5, body.split('\n').length)}
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2.5 text-sm focus-visible:outline-2 focus-visible:outline-teal-700"
        />
        <button
          type="submit"
          className="rounded-xl bg-teal-700 p-2.5 text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          <SendHorizontal aria-hidden className="size-5" />
          <span className="sr-only">{t('messages.send')}</span>
        </button>
      </div>
      <p id={hintId} className="mt-1 hidden text-xs text-slate-500 sm:block">
        {t('messages.composer.hint')}
      </p>
    </form>
  );
}
