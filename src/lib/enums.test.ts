import { BookingStatus, WalletTransactionType } from '../../generated/model';
import { knownValue } from './enums';

describe('knownValue', () => {
  it('passes a value of the enum through', () => {
    expect(knownValue(BookingStatus, 'confirmed')).toBe('confirmed');
    expect(knownValue(WalletTransactionType, 'withdrawal')).toBe('withdrawal');
  });

  it('gives undefined for a value the app does not know yet, and for none', () => {
    expect(knownValue(BookingStatus, 'on_hold')).toBeUndefined();
    expect(knownValue(BookingStatus, 'Confirmed')).toBeUndefined();
    expect(knownValue(BookingStatus, '')).toBeUndefined();
    expect(knownValue(BookingStatus, null)).toBeUndefined();
    expect(knownValue(BookingStatus, undefined)).toBeUndefined();
    // Not inherited keys either.
    expect(knownValue(BookingStatus, 'toString')).toBeUndefined();
  });
});
