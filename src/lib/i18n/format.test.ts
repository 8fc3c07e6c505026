import { createIntl } from 'react-intl';
import { calendarDay, formatMinorAmount } from './format';
import { formatSessionDay, formatSessionTime } from './session-time';

const en = createIntl({ locale: 'en' });
const de = createIntl({ locale: 'de' });
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

// Answers the contract allows and the seed data never has.
describe('amounts', () => {
  it('formats an amount of 0', () => {
    expect(plain(formatMinorAmount(en, 0, 'NGN'))).toBe('NGN 0.00');
    expect(plain(formatMinorAmount(de, 0, 'GBP'))).toBe('0,00 £');
  });

  it('formats a currency the app has no symbol for by its code', () => {
    expect(plain(formatMinorAmount(en, 123456, 'XTS'))).toBe('XTS 1,234.56');
    expect(plain(formatMinorAmount(de, 123456, 'ZZZ'))).toBe('1.234,56 ZZZ');
  });
});

describe('dates far in the past or the future', () => {
  it('formats a session in 1900 and in 9999 in any zone', () => {
    expect(plain(formatSessionDay(en, '1900-01-01T09:00:00Z', 'Africa/Lagos'))).toBe('Mon, Jan 1, 1900');
    expect(plain(formatSessionDay(de, '9999-12-31T09:00:00Z', 'Europe/Berlin'))).toBe('Fr., 31. Dez. 9999');
    expect(formatSessionTime('en', '9999-12-31T09:00:00Z', '9999-12-31T10:00:00Z', 'UTC')).toBe(
      '9:00 AM - 10:00 AM UTC',
    );
    expect(calendarDay('0001-01-01T00:00:00Z', 'UTC')).toBe('0001-01-01');
  });
});
