import type { ModalProps } from '../../lib/modal-descriptor';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useSignOut } from './use-sign-out';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

export default function SignOutModal({ close }: ModalProps) {
  const t = useT(messages);
  const { signOut, busy } = useSignOut();
  return (
    <Dialog
      size="sm"
      title={t('account.auth.signOut.title')}
      description={t('account.auth.signOut.text')}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button busy={busy} onClick={() => void signOut()}>
            {t('account.auth.signOut.confirm')}
          </Button>
        </>
      }
    />
  );
}
