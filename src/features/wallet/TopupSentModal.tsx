import { useNavigate } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import type { ModalProps } from '../../lib/modal-descriptor';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** After a transfer: the top-up is in progress, an e-mail follows when it is complete; Back to Home is `/overview/`. */
export default function TopupSentModal({ close }: ModalProps) {
  const t = useT(messages);
  const navigate = useNavigate();
  return (
    <Dialog
      size="sm"
      title={t('wallet.sent.title')}
      onClose={close}
      footer={
        <Button
          className="w-full sm:w-auto"
          data-autofocus
          onClick={() => void navigate({ to: '/overview/', search: {}, replace: true })}
        >
          {t('wallet.sent.home')}
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <span
          className="flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-700"
          aria-hidden="true"
        >
          <MailCheck className="size-7" />
        </span>
        <p className="text-sm text-slate-700">{t('wallet.sent.text')}</p>
      </div>
    </Dialog>
  );
}
