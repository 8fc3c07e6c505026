import type { IntlShape } from 'react-intl';
import { formatMinorAmount } from '../../lib/i18n/format';
import type { BucketKind, ValueKind } from './insights-view';

/** A YYYY-MM-DD day or YYYY-MM month as an instant that Intl, told the zone is UTC, writes as that day or month. */
const asUtc = (bucket: string) => Date.parse(bucket.length === 7 ? `${bucket}-01T00:00:00Z` : `${bucket}T00:00:00Z`);

/** How the insights write buckets and values in the user's locale (German dates and numbers in German). */
export function insightsFormatters(intl: Pick<IntlShape, 'formatDate' | 'formatNumber'>, currency: string) {
  const day = (bucket: string, long: boolean) =>
    intl.formatDate(
      asUtc(bucket),
      long
        ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
        : { day: 'numeric', month: 'numeric', timeZone: 'UTC' },
    );
  const month = (bucket: string, long: boolean) =>
    intl.formatDate(asUtc(bucket), {
      month: long ? 'long' : 'short',
      ...(long && { year: 'numeric' }),
      timeZone: 'UTC',
    });
  return {
    /** A bucket in a table row or a summary. */
    bucket: (kind: BucketKind, bucket: string) => (kind === 'week' ? day(bucket, true) : month(bucket, true)),
    /** A bucket under a chart. */
    axisBucket: (kind: BucketKind, bucket: string) => (kind === 'week' ? day(bucket, false) : month(bucket, false)),
    value: (kind: ValueKind, value: number | null, none: string) => {
      if (value === null) return none;
      if (kind === 'money') return formatMinorAmount(intl, value, currency);
      if (kind === 'rating') return intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
      return intl.formatNumber(value);
    },
    /** A value beside a chart: amounts short and without their currency (the card names it once), so they fit a phone. */
    axisValue: (kind: ValueKind, value: number) =>
      intl.formatNumber(kind === 'money' ? value / 100 : value, { notation: 'compact' }),
    money: (value: number) => formatMinorAmount(intl, value, currency),
  };
}
