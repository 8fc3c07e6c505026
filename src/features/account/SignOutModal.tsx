import { useIntl } from 'react-intl';
import type { ModalProps } from '../../lib/modal-descriptor';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useSignOut } from './use-sign-out';

export default function SignOutModal({ close }: ModalProps) {
  const intl = useIntl();
  const { signOut, busy } = useSignOut();
  return (
    <Dialog
      size="sm"
      title={intl.formatMessage({ id: 'auth.signOut.title' })}
      description={intl.formatMessage({ id: 'auth.signOut.text' })}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} data-autofocus>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button busy={busy} onClick={() => void signOut()}>
            {intl.formatMessage({ id: 'auth.signOut.confirm' })}
          </Button>
        </>
      }
    />
  );
}
