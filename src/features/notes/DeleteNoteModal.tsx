import { useSend } from '../../lib/mutation';
import type { ModalProps } from '../../lib/modal-descriptor';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { NoteModalFrame } from './NoteModalFrame';
import { deleteNoteOptions } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** ?modal=delete-note&noteId=: "Delete session note"; success toasts 'Session Note Deleted'. */
export default function DeleteNoteModal({ noteId, close }: ModalProps<{ noteId: string }>) {
  const t = useT(messages);
  const title = t('notes.deleteModal.title');
  const remove = useSend(deleteNoteOptions(), {
    refresh: ['notes'],
    onSuccess: () => {
      toastSuccess(t('notes.deleted'));
      close();
    },
  });
  return (
    <NoteModalFrame noteId={noteId} title={title} close={close}>
      {(note) => (
        <Dialog
          title={title}
          description={t('notes.deleteModal.text', { title: note.title })}
          onClose={close}
          footer={
            <>
              <Button variant="secondary" onClick={close} disabled={remove.busy} data-autofocus>
                {t('common.cancel')}
              </Button>
              <Button variant="danger" busy={remove.busy} onClick={() => void remove.send({ id: note.identifier })}>
                {t('notes.deleteModal.confirm')}
              </Button>
            </>
          }
        />
      )}
    </NoteModalFrame>
  );
}
