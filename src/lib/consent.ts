import Cookies from 'js-cookie';
import type { CookieConsent, CookieConsentValue, CookieSettings } from '../../generated/model';

/**
 * Cookie consent (spec: the values `true` all accepted, `minimal` rejected, `custom` chosen, and the settings, kept
 * 365 days). The rules are pure functions; reading and writing go through js-cookie. The banner is in
 * features/consent and saves through the tracker's `setConsent` (lib/track.ts), which asks `analyticsAllowed()`
 * before every push.
 */
export type ConsentChoice = CookieConsent;
export type ConsentCategories = Omit<CookieSettings, 'essential'>;

export const CONSENT_COOKIE = 'cookieConsent';
export const CONSENT_SETTINGS_COOKIE = 'cookieSettings';
/** The spec's cookie lifetime, in days. */
const COOKIE_DAYS = 365;
export const cookieOptions = { expires: COOKIE_DAYS, sameSite: 'lax', path: '/' } as const;
/** The open-preferences event: the footer's "Cookie settings" dispatches it, the banner reopens as its panel. */
export const OPEN_PREFERENCES_EVENT = 'cookie-consent:open-preferences';
/** Dispatched on `window` after a choice is saved (error reporting's session replay follows it). */
export const CONSENT_CHANGED_EVENT = 'cookie-consent:changed';

const values: readonly CookieConsentValue[] = ['true', 'minimal', 'custom'];
const none: ConsentCategories = { analytics: false, personalization: false, advertising: false };
const all: ConsentCategories = { analytics: true, personalization: true, advertising: true };

/** The stored choice for Accept All, Reject All or Save Preferences. Essential is always on. */
export function consentFor(action: 'accept' | 'reject' | ConsentCategories): ConsentChoice {
  if (action === 'accept') return { value: 'true', settings: { essential: true, ...all } };
  if (action === 'reject') return { value: 'minimal', settings: { essential: true, ...none } };
  const { analytics, personalization, advertising } = action;
  return { value: 'custom', settings: { essential: true, analytics, personalization, advertising } };
}

/** The choice in the two cookies, or null when there is none (or it is not one the app wrote): then the banner shows. */
export function parseConsent(value: string | undefined, settings: string | undefined): ConsentChoice | null {
  const known = values.find((v) => v === value);
  if (!known) return null;
  if (known !== 'custom') return consentFor(known === 'true' ? 'accept' : 'reject');
  try {
    const parsed = JSON.parse(settings ?? '') as Partial<Record<keyof ConsentCategories, unknown>>;
    return consentFor({
      analytics: parsed.analytics === true,
      personalization: parsed.personalization === true,
      advertising: parsed.advertising === true,
    });
  } catch {
    return null;
  }
}

/** The spec: analytics consent is granted only for `true`, or `custom` with analytics on. */
export function grantsAnalytics(choice: ConsentChoice | null): boolean {
  if (!choice) return false;
  return choice.value === 'true' || (choice.value === 'custom' && choice.settings.analytics);
}

export function readConsent(): ConsentChoice | null {
  return parseConsent(Cookies.get(CONSENT_COOKIE), Cookies.get(CONSENT_SETTINGS_COOKIE));
}

export function analyticsAllowed(): boolean {
  return grantsAnalytics(readConsent());
}

export function saveConsent(choice: ConsentChoice): void {
  Cookies.set(CONSENT_COOKIE, choice.value, cookieOptions);
  Cookies.set(CONSENT_SETTINGS_COOKIE, JSON.stringify(choice.settings), cookieOptions);
  window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
}

export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(OPEN_PREFERENCES_EVENT));
}
