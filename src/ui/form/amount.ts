const MAX_DIGITS = 12;

function separators(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return { group: parts.find((p) => p.type === 'group')?.value ?? ',', decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' };
}

/** What was typed, kept to digits and one decimal separator (at most `fractionDigits` after it), grouped by thousands. */
export function tidyAmount(text: string, locale: string, fractionDigits = 2): string {
  const { decimal } = separators(locale);
  const at = fractionDigits > 0 ? text.indexOf(decimal) : -1;
  const digits = (s: string) => s.replace(/\D/g, '');
  const whole = digits(at < 0 ? text : text.slice(0, at))
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_DIGITS);
  if (at < 0) return whole && new Intl.NumberFormat(locale).format(Number(whole));
  const fraction = digits(text.slice(at + 1)).slice(0, fractionDigits);
  return `${new Intl.NumberFormat(locale).format(Number(whole || '0'))}${decimal}${fraction}`;
}

/** The number a tidied text stands for; undefined while empty. */
export function parseAmount(text: string, locale: string): number | undefined {
  const { group, decimal } = separators(locale);
  const plain = text.split(group).join('').replace(decimal, '.');
  return plain === '' ? undefined : Number(plain);
}

export function formatAmount(value: number | undefined, locale: string, fractionDigits = 2): string {
  return value === undefined || Number.isNaN(value) ? '' : new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits }).format(value);
}
