import type { IntlShape } from 'react-intl';

/** An amount the API gives in minor units (spec: ×100), as the locale writes money: 1234567 NGN → "NGN 12,345.67". */
export function formatMinorAmount(intl: Pick<IntlShape, 'formatNumber'>, minorUnits: number, currency: string): string {
  return intl.formatNumber(minorUnits / 100, { style: 'currency', currency });
}
