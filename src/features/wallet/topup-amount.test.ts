import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { de } from '../../lib/i18n/messages';
import { intl } from '../../lib/i18n';
import { parseAmount, tidyAmount } from '../../ui/form/amount';
import { minimumTopup, toMinorUnits, TOPUP_FRACTION_DIGITS, topupAmountSchema } from './topup-amount';

const typed = (text: string, locale = 'en') => tidyAmount(text, locale, TOPUP_FRACTION_DIGITS);
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error?.issues[0]?.message);

describe('the top-up amount as typed', () => {
  it('keeps digits and commas, and shows thousands separators while typing', () => {
    expect(typed('1')).toBe('1');
    expect(typed('1000')).toBe('1,000');
    expect(typed('1,0000')).toBe('10,000');
    expect(typed('1234567')).toBe('1,234,567');
    expect(parseAmount(typed('1,234,567'), 'en')).toBe(1_234_567);
  });

  it('drops everything else: letters, signs, spaces and a decimal point (whole amounts only)', () => {
    expect(typed('12a3')).toBe('123');
    expect(typed('-5 00')).toBe('500');
    expect(typed('50.75')).toBe('5,075');
    expect(typed('abc')).toBe('');
    expect(parseAmount(typed(''), 'en')).toBeUndefined();
  });

  it('uses the German thousands separator in German', () => {
    expect(typed('1000', 'de')).toBe('1.000');
    expect(typed('1.0000', 'de')).toBe('10.000');
    expect(parseAmount(typed('25000', 'de'), 'de')).toBe(25_000);
  });
});

describe('the minimum top-up by the wallet currency', () => {
  it('is 500 for NGN, 5 for GBP and 5 for any other or unknown currency', () => {
    expect(minimumTopup('NGN')).toBe(500);
    expect(minimumTopup('GBP')).toBe(5);
    expect(minimumTopup('EUR')).toBe(5);
    expect(minimumTopup('USD')).toBe(5);
    expect(minimumTopup('')).toBe(5);
    expect(minimumTopup(undefined)).toBe(5);
  });

  it('holds at the boundary, with the spec message', () => {
    const ngn = topupAmountSchema(intl, 'NGN');
    expect(ngn.safeParse(500).success).toBe(true);
    expect(messageOf(ngn.safeParse(499))).toBe('Minimum topup amount is 500 NGN');
    const gbp = topupAmountSchema(intl, 'GBP');
    expect(gbp.safeParse(5).success).toBe(true);
    expect(messageOf(gbp.safeParse(4))).toBe('Minimum topup amount is 5 GBP');
    const other = topupAmountSchema(intl, 'XOF');
    expect(other.safeParse(5).success).toBe(true);
    expect(messageOf(other.safeParse(4))).toBe('Minimum topup amount is 5 XOF');
  });

  it('is required, whole, and formats the minimum for German', () => {
    expect(messageOf(topupAmountSchema(intl, 'NGN').safeParse(undefined))).toBe('Enter an amount');
    expect(messageOf(topupAmountSchema(intl, 'NGN').safeParse(500.5))).toBe('Use digits and commas only');
    const german = createIntl({ locale: 'de', messages: de });
    expect(messageOf(topupAmountSchema(german, 'NGN').safeParse(1))).toBe('Der Mindestbetrag für die Aufladung ist 500 NGN');
    expect(messageOf(topupAmountSchema(german, 'XOF').safeParse(1_000))).toBeNull();
  });
});

describe('the amount sent', () => {
  it('is the major units ×100', () => {
    expect(toMinorUnits(500)).toBe(50_000);
    expect(toMinorUnits(5)).toBe(500);
    expect(toMinorUnits(1_234_567)).toBe(123_456_700);
  });
});
