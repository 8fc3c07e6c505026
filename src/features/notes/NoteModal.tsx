import { Paperclip } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useModal } from '../../lib/modal';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { shortFileName } from '../files';
import { NoteModalFrame } from './NoteModalFrame';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** ?modal=note&noteId=: "Appointment note display": title, content, date and attachments (each opens its preview). */
export default function NoteModal({ noteId, close }: ModalProps<{ noteId: string }>) {
  const intl = useIntl();
  const t = useT(messages);
  const { open } = useModal();
  return (
    <NoteModalFrame noteId={noteId} title={t('notes.display.title')} close={close}>
      {(note) => (
        <Dialog
          title={note.title}
          description={t('notes.display.date', {
            date: intl.formatDate(note.createdAt, { dateStyle: 'long', timeStyle: 'short' }),
          })}
          onClose={close}
          footer={
            <Button variant="secondary" onClick={close} data-autofocus>
              {t('common.close')}
            </Button>
          }
        >
          <h3 className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t('notes.form.body')}</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-900">{note.body || t('notes.display.noContent')}</p>
          <h3 className="mt-5 text-xs font-medium tracking-wide text-slate-600 uppercase">
            {t('notes.display.attachments')}
          </h3>
          {note.files.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{t('notes.display.noAttachments')}</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-2">
              {note.files.map((file) => (
                <li key={file.identifier}>
                  <Button
                    size="sm"
                    variant="secondary"
                    title={file.name}
                    aria-label={t('notes.display.preview', { name: file.name })}
                    onClick={() =>
                      open('note-file', { noteId: note.identifier, fileId: file.identifier }, { replace: true })
                    }
                  >
                    <Paperclip aria-hidden className="size-4" />
                    {shortFileName(file.name)}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Dialog>
      )}
    </NoteModalFrame>
  );
}
