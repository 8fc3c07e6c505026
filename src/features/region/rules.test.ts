import { describe, expect, it } from 'vitest';
import { appLanguages, countryName, countryPrompt } from './rules';

describe('the operating-country prompt', () => {
  it('is skipped with the ignore cookie, whatever the country', () => {
    expect(countryPrompt({ ignored: true, cookieCountry: 'US', backendCountry: undefined })).toBe('skip');
  });

  it('goes by the X-CountryCode cookie first: GB and NG are skipped, other countries prompted', () => {
    expect(countryPrompt({ ignored: false, cookieCountry: 'GB', backendCountry: 'US' })).toBe('skip');
    expect(countryPrompt({ ignored: false, cookieCountry: 'ng', backendCountry: undefined })).toBe('skip');
    expect(countryPrompt({ ignored: false, cookieCountry: 'US', backendCountry: 'NG' })).toBe('show');
  });

  it('without the cookie asks the backend, and follows its answer', () => {
    expect(countryPrompt({ ignored: false, cookieCountry: undefined, backendCountry: undefined })).toBe('ask');
    expect(countryPrompt({ ignored: false, cookieCountry: '', backendCountry: 'DE' })).toBe('show');
    expect(countryPrompt({ ignored: false, cookieCountry: undefined, backendCountry: 'NG' })).toBe('skip');
    // A visitor the backend cannot place is not prompted.
    expect(countryPrompt({ ignored: false, cookieCountry: undefined, backendCountry: null })).toBe('skip');
  });
});

describe('the language switch', () => {
  it('offers only the primary languages the app has messages for, once each', () => {
    const languages = [
      { identifier: 'lg_en', code: 'en', name: 'English' },
      { identifier: 'lg_fr', code: 'fr', name: 'French' },
      { identifier: 'lg_de', code: 'de-DE', name: 'German' },
      { identifier: 'lg_en_gb', code: 'en_GB', name: 'English (UK)' },
    ];
    expect(appLanguages(languages).map((l) => l.identifier)).toEqual(['lg_en', 'lg_de']);
  });

  it('names a country in the page language', () => {
    expect(countryName('de', 'en')).toBe('Germany');
    expect(countryName('US', 'de')).toBe('Vereinigte Staaten');
  });
});
