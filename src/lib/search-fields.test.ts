import * as z from 'zod/mini';
import { day, identifier, lenient, month, oneOf, text, usState, wholeNumber } from './search-fields';

describe('search fields (Zod Mini, as the routes use them)', () => {
  const appointments = z.object({
    status: oneOf(['pending', 'confirmed']),
    page: wholeNumber(1, 100),
    id: identifier,
  });
  const read = (raw: Record<string, unknown>) => appointments.parse(raw);

  it('sets a malformed value to undefined, so the raw one cannot show through', () => {
    expect(read({ status: 'lost' })).toHaveProperty('status', undefined);
  });

  it('keeps well-formed values and drops unknown keys', () => {
    expect(read({ status: 'pending', page: 3, id: ' b-1 ', other: 'x' })).toEqual({
      status: 'pending',
      page: 3,
      id: 'b-1',
    });
  });

  it('drops malformed values instead of failing the page', () => {
    expect(read({ status: 'lost', page: 0, id: '   ' })).toEqual({});
    expect(read({ page: 2.5 })).toEqual({});
    expect(read({ page: 101 })).toEqual({});
    expect(read({ id: 'x'.repeat(201) })).toEqual({});
    expect(read({ status: ['pending'] })).toEqual({});
    expect(read({ id: { nested: true } })).toEqual({});
  });

  it('reads a page that arrives as text', () => {
    expect(read({ page: '7' })).toEqual({ page: 7 });
    expect(read({ page: '' })).toEqual({});
    expect(read({ page: '7a' })).toEqual({});
  });

  it('takes a numeric identifier as text and an empty string as missing', () => {
    expect(identifier.parse(42)).toBe('42');
    expect(text.parse('')).toBeUndefined();
    expect(text.parse({})).toBeUndefined();
    expect(text.parse('/appointments/')).toBe('/appointments/');
  });

  it('reads a day that exists in the calendar, and a month', () => {
    expect(day.parse('2026-11-23')).toBe('2026-11-23');
    expect(day.parse('2028-02-29')).toBe('2028-02-29');
    expect(day.parse('2026-02-29')).toBeUndefined();
    expect(day.parse('2026-02-30')).toBeUndefined();
    expect(day.parse('2026-13-01')).toBeUndefined();
    expect(day.parse('23.11.2026')).toBeUndefined();
    expect(day.parse(20261123)).toBeUndefined();
    expect(month.parse('2026-12')).toBe('2026-12');
    expect(month.parse('2026-13')).toBeUndefined();
  });

  it('takes a state of the USA by its region identifier only', () => {
    expect(usState.parse('st_ca')).toBe('st_ca');
    expect(usState.parse('CA')).toBeUndefined();
    expect(usState.parse('st_zz')).toBeUndefined();
  });

  it('passes a lenient field’s own transform through', () => {
    const find = lenient(
      z.pipe(
        z.string(),
        z.transform((value) => value.trim() || undefined),
      ),
    );
    expect(find.parse('  tea ')).toBe('tea');
    expect(find.parse('   ')).toBeUndefined();
    expect(find.parse(3)).toBeUndefined();
  });
});
