import { useIntl } from 'react-intl';
import type { WalletPaymentState, WalletTransactionType } from '../../../generated/model';

/** Top-ups and refunds add to the balance; payments and withdrawals take from it. */
export const isCredit = (type: WalletTransactionType) => type === 'topup' || type === 'refund';

const badge: Record<WalletPaymentState, string> = {
  success: 'bg-teal-50 text-teal-800 ring-teal-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-rose-50 text-rose-800 ring-rose-200',
};

export function StatusBadge({ status }: { status: WalletPaymentState }) {
  const intl = useIntl();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${badge[status]}`}>
      {intl.formatMessage({ id: `wallet.tx.status.${status}` })}
    </span>
  );
}
