import type { IntlShape } from 'react-intl';

/** An amount the API gives in minor units (spec: ×100), as the locale writes money: 1234567 NGN → "NGN 12,345.67". */
export function formatMinorAmount(intl: Pick<IntlShape, 'formatNumber'>, minorUnits: number, currency: string): string {
  return intl.formatNumber(minorUnits / 100, { style: 'currency', currency });
}

// Intl formatters are costly to make (a list row shows several times); one per locale and options is kept.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** A time of day as the product writes it: '3:05 PM' in English (12-hour), '15:05' in German. */
export function timeOfDayFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const english = locale.startsWith('en');
  return dateTimeFormat(locale, { hour: english ? 'numeric' : '2-digit', minute: '2-digit', timeZone, ...(english ? { hour12: true } : {}) });
}
