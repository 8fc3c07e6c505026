import type { ModalProps } from '../../lib/modal-descriptor';
import { useModal } from '../../lib/modal';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FilePreview } from '../files';
import { NoteModalFrame } from './NoteModalFrame';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** ?modal=note-file&noteId=&fileId=: "preview file in a frame" (an image, a sandboxed PDF, or a download). */
export default function NoteFileModal({ noteId, fileId, close }: ModalProps<{ noteId: string; fileId: string }>) {
  const t = useT(messages);
  const { open } = useModal();
  const title = t('notes.preview.title');
  return (
    <NoteModalFrame noteId={noteId} title={title} close={close}>
      {(note) => {
        const file = note.files.find((f) => f.identifier === fileId);
        return (
          <Dialog
            title={file ? file.name : title}
            size="lg"
            onClose={close}
            footer={
              <Button variant="secondary" onClick={() => open('note', { noteId: note.identifier }, { replace: true })}>
                {t('notes.preview.back')}
              </Button>
            }
          >
            {file ? (
              <FilePreview url={file.url} name={file.name} mimeType={file.mimeType} />
            ) : (
              <p className="text-sm text-slate-700">{t('notes.preview.notFound')}</p>
            )}
          </Dialog>
        );
      }}
    </NoteModalFrame>
  );
}
