import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import walletDe from 'virtual:messages/de/wallet';
import { de } from '../../lib/i18n/messages';
import { intl } from '../../lib/i18n';
import { translator } from '../../lib/i18n/translate';
import { groupAsTyped } from '../../ui/form/amount';
import {
  maximumBalance,
  maximumTopup,
  minimumTopup,
  toMinorUnits,
  topupAmountSchema,
  topupMinorUnits,
} from './topup-amount';
import walletMessages from './messages';

/** The field's text after typing `keys` one by one (as the amount field groups them). */
const typed = (keys: string, locale = 'en') =>
  [...keys].reduce((shown, key) => groupAsTyped(shown, shown + key, locale), '');
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;
// The shared German messages and the wallet's own (its part, compiled by the messages plugin).
const german = translator(createIntl({ locale: 'de', messages: { ...de, ...walletDe } }), walletMessages);
const english = translator(intl, walletMessages);

describe('the top-up amount as typed', () => {
  it('shows thousands separators while digits are typed, and reads back the same amount', () => {
    expect(typed('1')).toBe('1');
    expect(typed('1000')).toBe('1,000');
    expect(typed('10000')).toBe('10,000');
    expect(typed('1234567')).toBe('1,234,567');
    expect(topupMinorUnits(typed('1234567'), 'en')).toBe(123_456_700);
    expect(groupAsTyped('15,000', '15,00', 'en')).toBe('1,500');
    expect(groupAsTyped('1,500', '', 'en')).toBe('');
  });

  it('keeps a decimal separator, letters and signs as typed, never turning 500.5 into 5,005', () => {
    expect(typed('500.5')).toBe('500.5');
    expect(typed('1500.75')).toBe('1,500.75');
    expect(typed('12a3')).toBe('12a3');
    expect(typed('-500')).toBe('-500');
    expect(typed('500,5')).toBe('500,5');
    expect(groupAsTyped('', '500.123456', 'en')).toBe('500.123456');
  });

  it('uses the German separators in German: 1.500 is 1500, 500,5 stays as typed', () => {
    expect(typed('1000', 'de')).toBe('1.000');
    expect(typed('1.500', 'de')).toBe('1.500');
    expect(topupMinorUnits('1.500', 'de')).toBe(150_000);
    expect(typed('500,5', 'de')).toBe('500,5');
  });
});

describe('the amount rules', () => {
  const ngn = topupAmountSchema(english, 'en', 'NGN');

  it('refuse a decimal separator with "Enter a whole amount" (English . and German ,)', () => {
    expect(messageOf(ngn.safeParse('500.5'))).toBe('Enter a whole amount');
    expect(messageOf(ngn.safeParse('1,500.75'))).toBe('Enter a whole amount');
    expect(messageOf(ngn.safeParse('500,5'))).toBe('Enter a whole amount');
    expect(messageOf(topupAmountSchema(german, 'de', 'NGN').safeParse('500,5'))).toBe(
      'Geben Sie einen ganzen Betrag ein',
    );
    expect(messageOf(topupAmountSchema(german, 'de', 'NGN').safeParse('1.500'))).toBeNull();
    expect(messageOf(topupAmountSchema(german, 'de', 'NGN').safeParse('1.5'))).toBe(
      'Geben Sie einen ganzen Betrag ein',
    );
  });

  it('refuse anything else but digits and separators with the spec message', () => {
    expect(messageOf(ngn.safeParse('12a3'))).toBe('Use digits and commas only');
    expect(messageOf(ngn.safeParse('-500'))).toBe('Use digits and commas only');
    expect(messageOf(ngn.safeParse('1,500'))).toBeNull();
    expect(messageOf(ngn.safeParse(' 1,500 '))).toBeNull();
  });

  it('are required', () => {
    expect(messageOf(ngn.safeParse(''))).toBe('Enter an amount');
    expect(messageOf(ngn.safeParse('   '))).toBe('Enter an amount');
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
    const ngn = topupAmountSchema(english, 'en', 'NGN');
    expect(ngn.safeParse('500').success).toBe(true);
    expect(messageOf(ngn.safeParse('499'))).toBe('Minimum topup amount is 500 NGN');
    const gbp = topupAmountSchema(english, 'en', 'GBP');
    expect(gbp.safeParse('5').success).toBe(true);
    expect(messageOf(gbp.safeParse('4'))).toBe('Minimum topup amount is 5 GBP');
    const other = topupAmountSchema(english, 'en', 'XOF');
    expect(other.safeParse('5').success).toBe(true);
    expect(messageOf(other.safeParse('4'))).toBe('Minimum topup amount is 5 XOF');
  });

  it('formats the minimum for German', () => {
    expect(messageOf(topupAmountSchema(german, 'de', 'NGN').safeParse('1'))).toBe(
      'Der Mindestbetrag für die Aufladung ist 500 NGN',
    );
    expect(messageOf(topupAmountSchema(german, 'de', 'XOF').safeParse('1.000'))).toBeNull();
  });
});

describe('the maximum top-up and balance', () => {
  it('is 10,000,000 NGN and 100,000 GBP or other currencies a time, with its message', () => {
    expect(maximumTopup('NGN')).toBe(10_000_000);
    expect(maximumTopup('GBP')).toBe(100_000);
    expect(maximumTopup('USD')).toBe(100_000);
    const ngn = topupAmountSchema(english, 'en', 'NGN');
    expect(ngn.safeParse('10,000,000').success).toBe(true);
    expect(messageOf(ngn.safeParse('10,000,001'))).toBe('Maximum topup amount is 10,000,000 NGN');
    expect(messageOf(ngn.safeParse('500123456'))).toBe('Maximum topup amount is 10,000,000 NGN');
    expect(messageOf(ngn.safeParse('9'.repeat(30)))).toBe('Maximum topup amount is 10,000,000 NGN');
    expect(messageOf(topupAmountSchema(german, 'de', 'GBP').safeParse('100.001'))).toBe(
      'Der Höchstbetrag für die Aufladung ist 100.000 GBP',
    );
  });

  it('takes no more than the balance has room for (the balance in minor units)', () => {
    expect(maximumBalance('NGN')).toBe(100_000_000);
    expect(maximumBalance('GBP')).toBe(1_000_000);
    const nearlyFull = topupAmountSchema(english, 'en', 'NGN', (100_000_000 - 2_000) * 100);
    expect(nearlyFull.safeParse('2,000').success).toBe(true);
    expect(messageOf(nearlyFull.safeParse('2,001'))).toBe('Your wallet can take at most 2,000 NGN more');
  });
});

describe('the amount sent', () => {
  it('is the major units ×100', () => {
    expect(toMinorUnits(500)).toBe(50_000);
    expect(toMinorUnits(5)).toBe(500);
    expect(topupMinorUnits('1,234,567', 'en')).toBe(123_456_700);
    expect(() => topupMinorUnits('500.5', 'en')).toThrow();
  });
});
