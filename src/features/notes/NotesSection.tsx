import { FileText, Paperclip, Pencil, Plus, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { SessionNote } from '../../../generated/model';
import { useModal } from '../../lib/modal';
import { QueryBoundary } from '../../lib/query-boundary';
import { Button } from '../../ui/Button';
import { SectionCard } from '../../ui/SectionCard';
import { bookingNotesQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** A provider's session notes on one booking, newest first, with 'Add note'. Render it for providers only. */
export function NotesSection({ bookingId }: { bookingId: string }) {
  const t = useT(messages);
  const { open } = useModal();
  return (
    <SectionCard
      id="session-notes-title"
      title={t('notes.title')}
      action={
        <Button changes size="sm" variant="secondary" onClick={() => open('note-form', { id: bookingId })}>
          <Plus aria-hidden className="size-4" />
          {t('notes.add')}
        </Button>
      }
    >
      <QueryBoundary query={bookingNotesQuery(bookingId)}>
        {(notes) =>
          notes.items.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{t('notes.empty')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {notes.items.map((note) => (
                <NoteRow key={note.identifier} note={note} bookingId={bookingId} />
              ))}
            </ul>
          )
        }
      </QueryBoundary>
    </SectionCard>
  );
}

function NoteRow({ note, bookingId }: { note: SessionNote; bookingId: string }) {
  const intl = useIntl();
  const t = useT(messages);
  const { open } = useModal();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <FileText aria-hidden className="size-5 shrink-0 text-teal-700" />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => open('note', { noteId: note.identifier })}
          className="text-left font-medium text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {note.title}
        </button>
        <p className="text-xs text-slate-600">
          {intl.formatDate(note.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          {note.files.length > 0 && (
            <span className="ml-2 inline-flex items-center gap-1">
              <Paperclip aria-hidden className="size-3" />
              {t('notes.fileCount', { count: note.files.length })}
            </span>
          )}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          changes
          size="sm"
          variant="ghost"
          onClick={() => open('note-form', { id: bookingId, noteId: note.identifier })}
        >
          <Pencil aria-hidden className="size-4" />
          <span>
            {t('notes.edit')}
            <span className="sr-only"> {note.title}</span>
          </span>
        </Button>
        <Button changes size="sm" variant="ghost" onClick={() => open('delete-note', { noteId: note.identifier })}>
          <Trash2 aria-hidden className="size-4" />
          <span>
            {t('notes.delete')}
            <span className="sr-only"> {note.title}</span>
          </span>
        </Button>
      </div>
    </li>
  );
}
