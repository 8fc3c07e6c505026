import { WalletTransactionType } from '../../../generated/model';
import { knownValue, UNKNOWN_VALUE_MESSAGE } from '../../lib/enums';
import type { TranslateOf } from '../../lib/i18n/translate';
import type messages from './messages';

/** Top-ups and refunds add to the balance; payments and withdrawals take from it. */
const isCredit = (type: WalletTransactionType) => type === 'topup' || type === 'refund';

/** The amount's sign: '+' for a credit, '−' for a debit, none for a type the app does not know. */
export function amountSign(type: string): string {
  const known = knownValue(WalletTransactionType, type);
  return known ? (isCredit(known) ? '+' : '−') : '';
}

/** The transaction type's name; 'Unknown' for a type the app does not know. */
export function typeLabel(t: TranslateOf<typeof messages>, type: string): string {
  const known = knownValue(WalletTransactionType, type);
  return t(known ? `wallet.tx.type.${known}` : UNKNOWN_VALUE_MESSAGE);
}
