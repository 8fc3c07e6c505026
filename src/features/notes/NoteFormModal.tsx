import { useMemo } from 'react';
import type { SessionNote } from '../../../generated/model';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { useSession } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { DOCUMENT_ACCEPT, useFileProblemText } from '../files';
import { NoteModalFrame } from './NoteModalFrame';
import { createNoteOptions, updateNoteOptions } from './queries';
import { NOTE_BODY_MAX, noteFormSchema, type NoteFormValues } from './schemas';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * ?modal=note-form&id=<booking>: 'Add note'; with `&noteId=` the note's edit, which replaces title and content and
 * adds the chosen files to the ones already there. Sent as multipart.
 */
export default function NoteFormModal({ id, noteId, close }: ModalProps<{ id: string; noteId?: string }>) {
  const t = useT(messages);
  const provider = useSession()?.userType === 'provider';
  if (!noteId && provider && id) return <NoteForm bookingId={id} close={close} />;
  return (
    <NoteModalFrame noteId={noteId} title={t('notes.form.editTitle')} close={close}>
      {(note) => <NoteForm bookingId={note.bookingIdentifier} note={note} close={close} />}
    </NoteModalFrame>
  );
}

function NoteForm({ bookingId, note, close }: { bookingId: string; note?: SessionNote; close: () => void }) {
  const t = useT(messages);
  const fileProblemText = useFileProblemText();
  const schema = useMemo(() => noteFormSchema(t, fileProblemText), [t, fileProblemText]);
  const done = (id: 'notes.added' | 'notes.updated') => () => {
    toastSuccess(t(id));
    close();
  };
  const create = useSend(createNoteOptions(), { refresh: ['notes'], onSuccess: done('notes.added') });
  const update = useSend(updateNoteOptions(), { refresh: ['notes'], onSuccess: done('notes.updated') });
  const defaultValues: NoteFormValues = { title: note?.title ?? '', body: note?.body ?? '', files: [] };
  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      const { title, body, files } = schema.parse(value);
      const data = { title, body, ...(files.length ? { files } : {}) };
      if (note) await update.send({ id: note.identifier, data });
      else await create.send({ data: { bookingIdentifier: bookingId, ...data } });
    },
  });
  const busy = create.busy || update.busy;
  return (
    <Dialog
      title={t(note ? 'notes.form.editTitle' : 'notes.form.addTitle')}
      onClose={close}
      footer={
        <form.AppForm>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <form.SubmitButton form="note-form" busy={busy}>
            {t(note ? 'notes.form.save' : 'notes.form.submit')}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <Form form={form} id="note-form" className="flex flex-col gap-4">
        <form.AppField name="title">
          {(field) => <field.TextField label={t('notes.form.title')} autoComplete="off" data-autofocus />}
        </form.AppField>
        <form.AppField name="body">
          {(field) => <field.NoteField max={NOTE_BODY_MAX} label={t('notes.form.body')} optional={false} rows={5} />}
        </form.AppField>
        {note && note.files.length > 0 && (
          <div>
            <p className="text-sm font-medium text-slate-800">{t('notes.form.current')}</p>
            <ul className="mt-1 list-inside list-disc text-sm text-slate-700">
              {note.files.map((file) => (
                <li key={file.identifier} className="break-all">
                  {file.name}
                </li>
              ))}
            </ul>
          </div>
        )}
        <form.AppField name="files">
          {(field) => (
            <field.FileField
              label={t(note ? 'notes.form.addFiles' : 'notes.form.files')}
              hint={t('notes.form.filesHint')}
              optional
              multiple
              accept={DOCUMENT_ACCEPT}
            />
          )}
        </form.AppField>
      </Form>
    </Dialog>
  );
}
