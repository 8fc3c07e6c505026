import { useIntl } from 'react-intl';
import type { ModalProps } from '../../lib/modal-descriptor';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { usePictureCalls } from './use-picture';

/** The "delete picture" modal: 'Image Deleted Successfully', and the initials show at once. */
export default function DeletePictureModal({ close }: ModalProps) {
  const intl = useIntl();
  const calls = usePictureCalls(close);
  return (
    <Dialog
      title={intl.formatMessage({ id: 'profiles.delete.title' })}
      onClose={close}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button variant="danger" busy={calls.removing} onClick={() => void calls.remove()}>
            {intl.formatMessage({ id: 'profiles.delete.confirm' })}
          </Button>
        </>
      }
    >
      <p className="text-slate-700">{intl.formatMessage({ id: 'profiles.delete.text' })}</p>
    </Dialog>
  );
}
