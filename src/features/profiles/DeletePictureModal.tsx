import type { ModalProps } from '../../lib/modal-descriptor';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { usePictureCalls } from './use-picture';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The "delete picture" modal: 'Image Deleted Successfully', and the initials show at once. */
export default function DeletePictureModal({ close }: ModalProps) {
  const t = useT(messages);
  const calls = usePictureCalls(close);
  return (
    <Dialog
      title={t('profiles.delete.title')}
      onClose={close}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" busy={calls.removing} onClick={() => void calls.remove()}>
            {t('profiles.delete.confirm')}
          </Button>
        </>
      }
    >
      <p className="text-slate-700">{t('profiles.delete.text')}</p>
    </Dialog>
  );
}
