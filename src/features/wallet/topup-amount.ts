import type { IntlShape } from 'react-intl';
import { z } from 'zod/mini';

/** Spec (accounts §5, §9): the smallest top-up by the wallet's currency, in major units; 5 for any other or unknown one. */
const MINIMUM_TOPUP: Record<string, number> = { NGN: 500, GBP: 5 };
const DEFAULT_MINIMUM_TOPUP = 5;

export function minimumTopup(currency: string | undefined): number {
  return (currency && MINIMUM_TOPUP[currency.toUpperCase()]) || DEFAULT_MINIMUM_TOPUP;
}

/** The amount the API takes: the whole major units entered, ×100 (minor units). */
export function toMinorUnits(major: number): number {
  return Math.round(major * 100);
}

/** Whole major units only: the field takes digits and the thousands separator (commas in English). */
export const TOPUP_FRACTION_DIGITS = 0;

/**
 * The card top-up's amount: required, a whole number, at least the currency's minimum
 * ('Minimum topup amount is {amount} {currency}'). The field's value is the number typed (undefined while empty).
 */
export function topupAmountSchema(intl: Pick<IntlShape, 'formatMessage' | 'formatNumber'>, currency: string) {
  const minimum = minimumTopup(currency);
  const tooSmall = intl.formatMessage({ id: 'wallet.topup.minimum' }, { amount: intl.formatNumber(minimum), currency });
  return z
    .number({ error: intl.formatMessage({ id: 'wallet.topup.required' }) })
    .check(z.int({ error: intl.formatMessage({ id: 'wallet.topup.digitsOnly' }) }), z.gte(minimum, { error: tooSmall }));
}

export function topupFormSchema(intl: Pick<IntlShape, 'formatMessage' | 'formatNumber'>, currency: string) {
  return z.object({ amount: topupAmountSchema(intl, currency) });
}
