import type { IntlShape } from 'react-intl';
import { currentLocale, loadMessages } from '../../lib/i18n';

/**
 * Starts loading the active locale's messages, and of them only the start part; nothing renders before they are in. A
 * feature's own messages come with its chunk (decision 0020).
 */
export function loadStartMessages(): Promise<IntlShape> {
  const messages = loadMessages(currentLocale());
  messages.catch(() => {}); // awaited by the boot; this only keeps an early failure from being reported as unhandled
  return messages;
}

/** The page says which language it is in (screen readers, hyphenation), and the installed app's manifest follows it. */
export function applyLocale(locale: string): void {
  document.documentElement.lang = locale;
  if (import.meta.env.VITE_PWA === 'true' && locale === 'de')
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', '/manifest.de.webmanifest');
}
