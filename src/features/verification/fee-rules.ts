// The accounts document's fee rules (spec: Fee), apart from the other verification rules: the fees page loads only these.
import { z } from 'zod/mini';
import { readWholeAmount } from '../../ui/form/amount';
import type { TranslateOf } from '../../lib/i18n/translate';
import type messages from './messages';

/** A fee as typed (digits only, major units) in minor units (x100). */
export const toMinor = (major: string) => Number(major) * 100;
export const toMajor = (minor: number) => String(Math.round(minor / 100));

/** The largest fee by the provider's currency, in major units (decision 0007; the backend's rule too). */
const MAXIMUM_FEE: Record<string, number> = { NGN: 10_000_000, GBP: 100_000 };
const maximumFee = (currency: string) => MAXIMUM_FEE[currency.toUpperCase()] ?? 100_000;

/**
 * The fee rules (spec: digits only, major units): a decimal separator is refused ('Enter a whole amount', never
 * dropped), a non-free fee is more than 0 and at most the currency's maximum. `locale` reads the typed digits.
 */
export function feeSchema(t: TranslateOf<typeof messages>, locale: string, currency: string) {
  return z.object({ fee: z.string(), isFree: z.boolean() }).check(
    z.superRefine((value, ctx) => {
      if (value.isFree) return;
      const read = readWholeAmount(value.fee, locale, { grouping: false });
      const problem = (message: string) => ctx.addIssue({ code: 'custom', path: ['fee'], message });
      if (!read || ('problem' in read && read.problem === 'characters')) problem(t('verification.fees.digits'));
      else if ('problem' in read) problem(t('verification.fees.whole'));
      else if (read.amount === 0) problem(t('verification.fees.zero'));
      else if (read.amount > maximumFee(currency))
        problem(t('verification.fees.maximum', { amount: maximumFee(currency), currency }));
    }),
  );
}
