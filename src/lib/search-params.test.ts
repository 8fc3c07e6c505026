import { dayParam, enumParam, identifierParam, intParam, searchParams, stringParam } from './search-params';

describe('search params', () => {
  const appointments = searchParams({
    status: enumParam(['pending', 'confirmed']),
    page: intParam(1, 100),
    id: identifierParam,
  });

  it('sets a malformed value to undefined, so the raw one cannot show through', () => {
    expect(appointments({ status: 'lost' })).toHaveProperty('status', undefined);
  });

  it('keeps well-formed values and drops unknown keys', () => {
    expect(appointments({ status: 'pending', page: 3, id: ' b-1 ', other: 'x' })).toEqual({
      status: 'pending',
      page: 3,
      id: 'b-1',
    });
  });

  it('drops malformed values instead of failing the page', () => {
    expect(appointments({ status: 'lost', page: 0, id: '   ' })).toEqual({});
    expect(appointments({ page: 2.5 })).toEqual({});
    expect(appointments({ page: 101 })).toEqual({});
    expect(appointments({ id: 'x'.repeat(201) })).toEqual({});
    expect(appointments({ status: ['pending'] })).toEqual({});
  });

  it('reads a page that arrives as text', () => {
    expect(appointments({ page: '7' })).toEqual({ page: 7 });
    expect(appointments({ page: '' })).toEqual({});
    expect(appointments({ page: '7a' })).toEqual({});
  });

  it('takes a numeric identifier as text and an empty string as missing', () => {
    expect(identifierParam(42)).toBe('42');
    expect(stringParam('')).toBeUndefined();
    expect(stringParam({})).toBeUndefined();
    expect(stringParam('/appointments/')).toBe('/appointments/');
  });

  it('reads a day that exists in the calendar', () => {
    expect(dayParam('2026-11-23')).toBe('2026-11-23');
    expect(dayParam('2028-02-29')).toBe('2028-02-29');
    expect(dayParam('2026-02-30')).toBeUndefined();
    expect(dayParam('2026-13-01')).toBeUndefined();
    expect(dayParam('23.11.2026')).toBeUndefined();
    expect(dayParam(20261123)).toBeUndefined();
  });
});
