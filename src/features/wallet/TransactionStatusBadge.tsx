import { WalletPaymentState } from '../../../generated/model';
import { knownValue, NEUTRAL_BADGE, UNKNOWN_VALUE_MESSAGE } from '../../lib/enums';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const badge: Record<WalletPaymentState, string> = {
  success: 'bg-teal-50 text-teal-800 ring-teal-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-rose-50 text-rose-800 ring-rose-200',
};

/** A transaction's payment state as a coloured badge; 'Unknown' for a state the app does not know. */
export function TransactionStatusBadge({ status }: { status: WalletPaymentState }) {
  const t = useT(messages);
  const known = knownValue(WalletPaymentState, status);
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${known ? badge[known] : NEUTRAL_BADGE}`}>
      {t(known ? `wallet.tx.status.${known}` : UNKNOWN_VALUE_MESSAGE)}
    </span>
  );
}
