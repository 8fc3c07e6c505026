import type { IntlShape } from 'react-intl';
import { WalletPaymentState, WalletTransactionType } from '../../../generated/model';
import { knownValue, NEUTRAL_BADGE, UNKNOWN_VALUE_MESSAGE } from '../../lib/enums';
import { translator, useT } from '../../lib/i18n/translate';
import messages from './messages';

/** Top-ups and refunds add to the balance; payments and withdrawals take from it. */
const isCredit = (type: WalletTransactionType) => type === 'topup' || type === 'refund';

/** The amount's sign: '+' for a credit, '−' for a debit, none for a type the app does not know. */
export function amountSign(type: string): string {
  const known = knownValue(WalletTransactionType, type);
  return known ? (isCredit(known) ? '+' : '−') : '';
}

/** The transaction type's name; 'Unknown' for a type the app does not know. */
export function typeLabel(intl: Pick<IntlShape, 'formatMessage'>, type: string): string {
  const known = knownValue(WalletTransactionType, type);
  const t = translator(intl, messages);
  return t(known ? `wallet.tx.type.${known}` : UNKNOWN_VALUE_MESSAGE);
}

const badge: Record<WalletPaymentState, string> = {
  success: 'bg-teal-50 text-teal-800 ring-teal-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-rose-50 text-rose-800 ring-rose-200',
};

export function StatusBadge({ status }: { status: WalletPaymentState }) {
  const t = useT(messages);
  const known = knownValue(WalletPaymentState, status);
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${known ? badge[known] : NEUTRAL_BADGE}`}>
      {t(known ? `wallet.tx.status.${known}` : UNKNOWN_VALUE_MESSAGE)}
    </span>
  );
}
