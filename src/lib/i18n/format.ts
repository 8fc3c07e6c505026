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

/** The calendar day of an instant in a time zone, as `yyyy-MM-dd` (en-CA writes dates so, years before 1000 unpadded). */
export function calendarDay(instant: string | number | Date, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(instant))
    .padStart(10, '0');
}

/** ICU puts narrow no-break spaces around AM/PM; the product's labels use plain spaces. */
export const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** A time of day as the product writes it, in the zone: '3:05 PM' in English (12-hour), '15:05' in German. */
export function formatTimeOfDay(locale: string, at: string | number | Date, timeZone: string): string {
  const english = locale.startsWith('en');
  const format = dateTimeFormat(locale, {
    hour: english ? 'numeric' : '2-digit',
    minute: '2-digit',
    timeZone,
    ...(english ? { hour12: true } : {}),
  });
  return plainSpaces(format.format(new Date(at)));
}
