import { ArrowRightLeft, ChevronRight, CreditCard, type LucideIcon } from 'lucide-react';
import { useModal } from '../../lib/modal';
import type { ModalProps } from '../../lib/modal-descriptor';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The "wallet top-up" modal: Top Up Via Paystack (card) or Transfer To Account; each is the next step in its place. */
export default function TopupModal({ close }: ModalProps) {
  const t = useT(messages);
  const { open } = useModal();
  return (
    <Dialog title={t('wallet.topup.title')} description={t('wallet.topup.choose')} onClose={close}>
      <div className="flex flex-col gap-3">
        <Choice
          icon={CreditCard}
          label={t('wallet.topup.card')}
          hint={t('wallet.topup.card.hint')}
          onClick={() => open('wallet-topup-card', {}, { replace: true })}
        />
        <Choice
          icon={ArrowRightLeft}
          label={t('wallet.topup.transfer')}
          hint={t('wallet.topup.transfer.hint')}
          onClick={() => open('wallet-topup-transfer', {}, { replace: true })}
        />
      </div>
    </Dialog>
  );
}

function Choice({
  icon: Icon,
  label,
  hint,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  hint: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-full items-center gap-4 rounded-2xl p-4 text-left ring-1 ring-slate-200 hover:bg-teal-50/60 hover:ring-teal-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      <span
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700"
        aria-hidden="true"
      >
        <Icon className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{label}</span>
        <span className="mt-0.5 block text-sm text-slate-600">{hint}</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
    </button>
  );
}
