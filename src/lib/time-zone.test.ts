import { browserTimeZone, isKnownTimeZone, usableTimeZone } from './time-zone';

// GET /user/timezone may answer any `Area/Place`-shaped name (the contract's pattern): Intl throws on one it does not
// know, and that must not take /overview/, /messages/, /availability/ or /appointments/ into the error page.
describe('the saved time zone', () => {
  it('is used when the browser knows it', () => {
    expect(isKnownTimeZone('Africa/Lagos')).toBe(true);
    expect(isKnownTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(usableTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
  });

  it('falls back to the browser’s zone when it matches the contract’s pattern but is no zone', () => {
    for (const zone of ['duJROTrsqjR/qQ44FO', 'z4X0A+Ma', 'Mars/Olympus_Mons']) {
      expect(isKnownTimeZone(zone)).toBe(false);
      expect(usableTimeZone(zone)).toBe(browserTimeZone());
    }
    // The fallback formats without throwing, where the unknown zone did.
    expect(() => new Intl.DateTimeFormat('en', { timeZone: 'duJROTrsqjR/qQ44FO' })).toThrow(RangeError);
    expect(() =>
      new Intl.DateTimeFormat('en', { timeZone: usableTimeZone('duJROTrsqjR/qQ44FO') }).format(0),
    ).not.toThrow();
  });

  it('falls back to the browser’s zone when there is none', () => {
    expect(usableTimeZone(undefined)).toBe(browserTimeZone());
    expect(usableTimeZone(null)).toBe(browserTimeZone());
    expect(usableTimeZone('')).toBe(browserTimeZone());
  });
});
