export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const cookieNames = { locale: 'X-Locale', language: 'X-Language', country: 'X-CountryCode' } as const;

/**
 * The locale the first of `values` names that is one of `locales` (its language part: `de-AT` is `de`), else
 * `fallback`. It refers to nothing but its arguments: the pre-paint check of a prerendered page runs its source as is
 * (scripts/prerender-plugin.ts), so that page and app choose alike.
 */
export function localeOf<L extends string, F>(
  values: (string | undefined)[],
  locales: readonly L[],
  fallback: F,
): L | F {
  for (const value of values) {
    const base = value?.toLowerCase().split(/[-_]/)[0];
    const found = locales.find((locale) => locale === base);
    if (found) return found;
  }
  return fallback;
}
