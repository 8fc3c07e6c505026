export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const cookieNames = { locale: 'X-Locale', language: 'X-Language', country: 'X-CountryCode' } as const;
