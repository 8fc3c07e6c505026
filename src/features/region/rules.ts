import type { Language } from '../../../generated/model';
import { LOCALES } from '../../lib/i18n';

/** The spec: the operating-country prompt is skipped for GB and NG. */
const OPERATING_COUNTRY_CODES = ['GB', 'NG'] as const;
/** Set by "Continue anyway" (365 days): the prompt is not shown again. */
export const IGNORE_PROMPT_COOKIE = 'ignoreOperatingCountryPrompt';

export interface CountryPromptInput {
  /** The ignore cookie is set. */
  ignored: boolean;
  /** The X-CountryCode cookie, when set. */
  cookieCountry: string | undefined;
  /** The backend's answer (GET /region/user-timezone): undefined while not asked or on its way, null when it cannot place the visitor. */
  backendCountry: string | null | undefined;
}

/**
 * Whether the operating-country prompt shows: never with the ignore cookie; else by the X-CountryCode cookie, else by
 * the backend's answer ('ask' while it is needed and not there). A visitor nobody can place is not prompted.
 */
export function countryPrompt({ ignored, cookieCountry, backendCountry }: CountryPromptInput): 'show' | 'skip' | 'ask' {
  if (ignored) return 'skip';
  const country =
    cookieCountry?.trim().toUpperCase() || (backendCountry === undefined ? undefined : (backendCountry ?? null));
  if (country === undefined) return 'ask';
  if (country === null) return 'skip';
  return (OPERATING_COUNTRY_CODES as readonly string[]).includes(country) ? 'skip' : 'show';
}

/** The languages the switch offers: the backend's primary ones for which the app has messages, once each. */
export function appLanguages(languages: Language[]): Language[] {
  const seen = new Set<string>();
  return languages.filter((language) => {
    const code = language.code.toLowerCase().split(/[-_]/)[0] ?? '';
    if (!(LOCALES as readonly string[]).includes(code) || seen.has(code)) return false;
    seen.add(code);
    return true;
  });
}

/** A country's name in the page's language, from its ISO code (no request needed). */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * Drops the open modal from the address before a change that reloads the page, so that the page comes back without
 * it (the modal lives in the URL).
 */
export function leaveModalBeforeReload(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('modal');
  window.history.replaceState(window.history.state, '', url);
}
