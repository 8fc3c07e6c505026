// Whole amounts as people type them: digits, and the locale's thousands separator where the field allows it. Nothing
// typed is ever dropped or reinterpreted: a text that is not a whole amount stays as typed and is refused by the
// form's schema with the reason, so that `500.5` can never become 5,005.

function separators(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Digits grouped by thousands with the locale's separator, leading zeros dropped (`0012345` → `12,345`). */
function groupDigits(digits: string, group: string): string {
  return digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** What one edit put in: `next` without the start and end it shares with `previous`. */
function insertedText(previous: string, next: string): string {
  let start = 0;
  while (start < previous.length && start < next.length && previous[start] === next[start]) start++;
  let end = 0;
  while (
    end < previous.length - start &&
    end < next.length - start &&
    previous[previous.length - 1 - end] === next[next.length - 1 - end]
  )
    end++;
  return next.slice(start, next.length - end);
}

/**
 * The text to show after an edit. While the field holds digits grouped as this function grouped them and the edit
 * adds digits or removes something, the digits are grouped again (`1,500` + `0` → `15,000`). Anything else, such
 * as a separator typed by hand or a letter, is kept exactly as typed, for the schema to accept or refuse.
 */
export function groupAsTyped(previous: string, next: string, locale: string): string {
  const { group } = separators(locale);
  const digitsOf = (text: string) => text.split(group).join('');
  const previousDigits = digitsOf(previous);
  const grouped = /^\d*$/.test(previousDigits) && previous === groupDigits(previousDigits, group);
  const nextDigits = digitsOf(next);
  if (grouped && /^\d*$/.test(insertedText(previous, next)) && /^\d*$/.test(nextDigits))
    return groupDigits(nextDigits, group);
  return next;
}

/** Why a text is not a whole amount: a decimal separator (or thousands separators out of place), or another character. */
export type AmountProblem = 'fraction' | 'characters';

/**
 * The whole amount a text stands for (`{ amount }`), why it is none (`{ problem }`), or undefined while empty.
 * `grouping: false` for fields that take digits only.
 */
export function readWholeAmount(
  text: string,
  locale: string,
  { grouping = true } = {},
): { amount: number } | { problem: AmountProblem } | undefined {
  const { group, decimal } = separators(locale);
  const plain = text.trim();
  if (plain === '') return undefined;
  if (plain.includes(decimal)) return { problem: 'fraction' };
  if (/^\d+$/.test(plain)) return { amount: Number(plain) };
  if (!grouping) return { problem: 'characters' };
  const g = escapeRegExp(group);
  if (new RegExp(`^\\d{1,3}(?:${g}\\d{3})+$`).test(plain)) return { amount: Number(plain.split(group).join('')) };
  // Separators out of place (`500,5` in English) most likely mark decimals: refused like them, never regrouped.
  return new RegExp(`^[\\d${g}]+$`).test(plain) ? { problem: 'fraction' } : { problem: 'characters' };
}
