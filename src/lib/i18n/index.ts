import Cookies from 'js-cookie';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { RequestContext } from '../api-client';
import { de, en, type MessageId } from './messages';

export type { MessageId } from './messages';

declare global {
  // Types every `id` given to react-intl (FormattedMessage, formatMessage) as a known message id.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const catalogs: Record<Locale, Record<MessageId, string>> = { en, de };

export const cookieNames = { locale: 'X-Locale', language: 'X-Language', country: 'X-CountryCode' } as const;
const cookieOptions = { expires: 365, sameSite: 'lax', path: '/' } as const;

function toLocale(value: string | undefined): Locale | undefined {
  const base = value?.toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((l) => l === base);
}

/** The app's locale: the X-Locale cookie, else X-Language, else English. */
export function currentLocale(): Locale {
  return toLocale(Cookies.get(cookieNames.locale)) ?? toLocale(Cookies.get(cookieNames.language)) ?? DEFAULT_LOCALE;
}

/** The spec: a change of language sets the cookies and reloads. */
export function setLanguage(locale: Locale): void {
  Cookies.set(cookieNames.locale, locale, cookieOptions);
  Cookies.set(cookieNames.language, locale, cookieOptions);
  window.location.reload();
}

/** The spec: a change of country sets the cookie and reloads. */
export function setCountry(countryCode: string): void {
  Cookies.set(cookieNames.country, countryCode.toUpperCase(), cookieOptions);
  window.location.reload();
}

/** The request headers of the spec, from the same cookies. */
export function requestContext(): RequestContext {
  const locale = currentLocale();
  return {
    originDomain: window.location.host,
    locale: Cookies.get(cookieNames.locale) ?? locale,
    language: Cookies.get(cookieNames.language) ?? locale,
    countryCode: Cookies.get(cookieNames.country),
  };
}

const cache = createIntlCache();

export function createAppIntl(locale: Locale): IntlShape {
  return createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages: catalogs[locale] }, cache);
}

/**
 * The one intl object, fixed for the page's life (a language change reloads). React code uses useIntl();
 * code outside React (toasts from the query client, the API client's generic message) uses this.
 */
export const intl: IntlShape = createAppIntl(typeof document === 'undefined' ? DEFAULT_LOCALE : currentLocale());
