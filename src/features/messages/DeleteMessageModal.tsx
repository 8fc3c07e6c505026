import { useEffect, useRef, useState } from 'react';
import type { ModalProps } from '../../lib/modal-descriptor';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useDeleteMessage } from './mutations';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The spec: after a successful delete the modal closes after about 300 ms. */
const CLOSE_AFTER_DELETE_MS = 300;

/** 'DELETE MESSAGE?' (the spec's texts): deletes one's own message for everyone in the chat. */
export default function DeleteMessageModal({ messageId, close }: ModalProps<{ messageId: string }>) {
  const t = useT(messages);
  const [deleted, setDeleted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const remove = useDeleteMessage();

  const confirm = async () => {
    if (!messageId) return;
    const result = await remove.send({ id: messageId });
    if (!result.ok) return;
    setDeleted(true);
    timer.current = setTimeout(close, CLOSE_AFTER_DELETE_MS);
  };

  return (
    <Dialog
      size="sm"
      title={t('messages.deleteModal.title')}
      description={t('messages.deleteModal.text')}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={remove.busy || deleted} data-autofocus>
            {t('messages.deleteModal.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} busy={remove.busy} disabled={!messageId || deleted}>
            {t('messages.deleteModal.confirm')}
          </Button>
        </>
      }
    />
  );
}
