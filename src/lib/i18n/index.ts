import Cookies from 'js-cookie';
import { createIntl, createIntlCache, type IntlShape, type MessageFormatElement } from 'react-intl';
import type { RequestContext } from '../api-client';
import type { MessageId } from './messages';
import loaders from 'virtual:messages/loaders';
import * as locales from './locales';
import type { Locale } from './locales';

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

// Re-bound rather than re-exported: a module importing only these then shares this module's chunk, instead of the
// bundler making locales.ts a chunk of its own (one more request before the first render).
export const LOCALES = locales.LOCALES;
const DEFAULT_LOCALE = locales.DEFAULT_LOCALE;
export const cookieNames = locales.cookieNames;
export type { Locale };

/** One locale's messages, precompiled to ICU ASTs at build time (decision 0020; scripts/messages-plugin.ts). */
type CompiledMessages = Record<MessageId, MessageFormatElement[]>;

// Each locale's start part is a chunk of its own: the page loads only the active locale's. Sources:
// src/lib/i18n/messages/*.ts; a feature's own messages load with the feature (featureMessagesPart below).
const startParts = loaders as Record<Locale, { start: () => Promise<{ default: Partial<CompiledMessages> }> }>;

const cookieOptions = { expires: 365, sameSite: 'lax', path: '/' } as const;

const toLocale = (value: string | undefined): Locale | undefined => locales.localeOf([value], LOCALES, undefined);

/** The app's locale: the X-Locale cookie, else X-Language, else English. */
export function currentLocale(): Locale {
  return locales.localeOf(
    [Cookies.get(cookieNames.locale), Cookies.get(cookieNames.language)],
    LOCALES,
    DEFAULT_LOCALE,
  );
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

/** The country and language switch: both cookies, then one reload. */
export function setCountryAndLanguage(countryCode: string | undefined, locale: Locale): void {
  if (countryCode) Cookies.set(cookieNames.country, countryCode.toUpperCase(), cookieOptions);
  setLanguage(locale);
}

/** The request headers of the spec, from the same cookies. */
export function requestContext(): RequestContext {
  const cookies = Cookies.get(); // one parse of document.cookie per request
  const locale = toLocale(cookies[cookieNames.locale]) ?? toLocale(cookies[cookieNames.language]) ?? DEFAULT_LOCALE;
  return {
    originDomain: window.location.host,
    locale: cookies[cookieNames.locale] ?? locale,
    language: cookies[cookieNames.language] ?? locale,
    countryCode: cookies[cookieNames.country],
  };
}

const cache = createIntlCache();

function createAppIntl(locale: Locale, messages: CompiledMessages): IntlShape {
  return createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages }, cache);
}

const notLoaded = new Proxy({} as IntlShape, {
  get(_, key) {
    throw new Error(
      `intl.${String(key)} was read before loadMessages() finished (main.tsx awaits it before rendering)`,
    );
  },
});

/**
 * The one intl object, fixed for the page's life (a language change reloads). React code uses useIntl();
 * code outside React (toasts from the query client, the API client's generic message) uses this. It is set by
 * loadMessages(), which main.tsx (and the test setup) awaits before anything renders or formats.
 */
export let intl: IntlShape = notLoaded;

// The one messages object `intl` reads; each feature's part is added to it in place when it arrives (react-intl looks
// messages up when it formats).
const loadedMessages = {} as CompiledMessages;

/** Loads the messages every page shows (the start part) and makes `intl` format with them. */
export async function loadMessages(locale: Locale): Promise<IntlShape> {
  const { default: messages } = await startParts[locale].start();
  Object.assign(loadedMessages, messages);
  if (intl === notLoaded) intl = createAppIntl(locale, loadedMessages);
  return intl;
}

const activeLocale = () => (intl === notLoaded ? currentLocale() : (intl.locale as Locale));

/** A feature's messages as the app holds them: loading or in (decision 0020; `useT` waits for them). */
export interface FeatureMessagesPart {
  /** Until they are in; asked for again after a failure, when a component next needs them. */
  ready: () => Promise<void>;
}

/**
 * What the build's stand-in for a feature's `messages.ts` exports: the active locale's part, asked for as soon as the
 * feature's chunk runs (with it, not by a page list), so that it is usually in before the first render needs it.
 * @public — imported by that stand-in (scripts/feature-messages.ts), which knip does not read.
 */
export function featureMessagesPart(
  parts: Record<Locale, () => Promise<{ default: Partial<CompiledMessages> }>>,
): FeatureMessagesPart {
  // Marked when in, so that `useT` renders at once from then on (it suspends on the promise until then).
  let loading: (Promise<void> & { status?: 'fulfilled' }) | undefined;
  const part: FeatureMessagesPart = {
    ready: () =>
      (loading ??= parts[activeLocale()]().then(
        ({ default: messages }) => {
          Object.assign(loadedMessages, messages);
          loading!.status = 'fulfilled';
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
  part.ready().catch(() => {}); // a failure shows when a component needs the texts
  return part;
}
