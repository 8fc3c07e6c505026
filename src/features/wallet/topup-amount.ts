import { z } from 'zod/mini';
import type { TranslateOf } from '../../lib/i18n/translate';
import { readWholeAmount } from '../../ui/form/amount';
import type messages from './messages';
import type { MessageId } from './messages';

/** Spec (accounts §5, §9): the smallest top-up by the wallet's currency, in major units; 5 for any other or unknown one. */
const MINIMUM_TOPUP: Record<string, number> = { NGN: 500, GBP: 5 };
const DEFAULT_MINIMUM_TOPUP = 5;

/** The largest top-up and the largest balance, in major units (decision 0007; the backend's rule too). */
const MAXIMUM_TOPUP: Record<string, number> = { NGN: 10_000_000, GBP: 100_000 };
const DEFAULT_MAXIMUM_TOPUP = 100_000;
const MAXIMUM_BALANCE: Record<string, number> = { NGN: 100_000_000, GBP: 1_000_000 };
const DEFAULT_MAXIMUM_BALANCE = 1_000_000;

const byCurrency = (table: Record<string, number>, fallback: number) => (currency: string | undefined) =>
  (currency && table[currency.toUpperCase()]) || fallback;

export const minimumTopup = byCurrency(MINIMUM_TOPUP, DEFAULT_MINIMUM_TOPUP);
export const maximumTopup = byCurrency(MAXIMUM_TOPUP, DEFAULT_MAXIMUM_TOPUP);
export const maximumBalance = byCurrency(MAXIMUM_BALANCE, DEFAULT_MAXIMUM_BALANCE);

/** The amount the API takes: the whole major units entered, ×100 (minor units). */
export function toMinorUnits(major: number): number {
  return Math.round(major * 100);
}

type T = TranslateOf<typeof messages>;

/**
 * The card top-up's amount as typed: required; digits and the locale's thousands separators only, a decimal
 * separator refused ('Enter a whole amount', never dropped); at least the currency's minimum ('Minimum topup amount
 * is {amount} {currency}'), at most its maximum, and no more than the balance (in minor units) has room for. `locale`
 * reads the typed digits.
 */
export function topupAmountSchema(t: T, locale: string, currency: string, balance?: number) {
  const say = (id: MessageId, amount?: number) => t(id, { amount: amount ?? 0, currency });
  const room = balance === undefined ? Infinity : Math.max(0, maximumBalance(currency) - Math.ceil(balance / 100));
  return z.string().check(
    z.superRefine((text, ctx) => {
      const read = readWholeAmount(text, locale);
      const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (!read) issue(say('wallet.topup.required'));
      else if ('problem' in read)
        issue(say(read.problem === 'fraction' ? 'wallet.topup.whole' : 'wallet.topup.digitsOnly'));
      else if (read.amount < minimumTopup(currency)) issue(say('wallet.topup.minimum', minimumTopup(currency)));
      else if (read.amount > maximumTopup(currency)) issue(say('wallet.topup.maximum', maximumTopup(currency)));
      else if (read.amount > room) issue(say('wallet.topup.room', room));
    }),
  );
}

export function topupFormSchema(t: T, locale: string, currency: string, balance?: number) {
  return z.object({ amount: topupAmountSchema(t, locale, currency, balance) });
}

/** The amount a valid text stands for, in minor units. */
export function topupMinorUnits(text: string, locale: string): number {
  const read = readWholeAmount(text, locale);
  if (!read || 'problem' in read) throw new Error('the form sends only a valid amount');
  return toMinorUnits(read.amount);
}
