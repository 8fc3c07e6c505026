import type { ProviderInsights } from '../../../generated/model';

/** How a chart's values are written: counts, money in minor units of the answer's currency, or ratings. */
export type ValueKind = 'count' | 'money' | 'rating';
export type BucketKind = 'week' | 'month';
type ChartId = 'sessions' | 'earnings' | 'clients' | 'rating';

interface ChartSeries<Name extends string = string> {
  name: Name;
  values: (number | null)[];
}

/** One chart and its table: the buckets (a week's Monday or a month) and a row of values per series. */
export interface ChartData {
  id: ChartId;
  kind: 'stacked' | 'grouped' | 'line';
  bucket: BucketKind;
  values: ValueKind;
  labels: string[];
  series: ChartSeries<SeriesName>[];
}

type SeriesName =
  | 'completed'
  | 'cancelledByClient'
  | 'cancelledByProvider'
  | 'noShows'
  | 'earned'
  | 'refunded'
  | 'newClients'
  | 'returningClients'
  | 'averageRating';

const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);

/** The four charts of the insights page, each from its part of the answer. */
export function insightsCharts(data: ProviderInsights): ChartData[] {
  const weeks = data.sessionsByWeek;
  return [
    {
      id: 'sessions',
      kind: 'stacked',
      bucket: 'week',
      values: 'count',
      labels: weeks.map((w) => w.weekStart),
      series: (['completed', 'cancelledByClient', 'cancelledByProvider', 'noShows'] as const).map((name) => ({
        name,
        values: weeks.map((w) => w[name]),
      })),
    },
    {
      id: 'earnings',
      kind: 'grouped',
      bucket: 'month',
      values: 'money',
      labels: data.earningsByMonth.map((m) => m.month),
      series: (['earned', 'refunded'] as const).map((name) => ({
        name,
        values: data.earningsByMonth.map((m) => m[name]),
      })),
    },
    {
      id: 'clients',
      kind: 'stacked',
      bucket: 'month',
      values: 'count',
      labels: data.clientsByMonth.map((m) => m.month),
      series: (['newClients', 'returningClients'] as const).map((name) => ({
        name,
        values: data.clientsByMonth.map((m) => m[name]),
      })),
    },
    {
      id: 'rating',
      kind: 'line',
      bucket: 'month',
      values: 'rating',
      labels: data.ratingByMonth.map((m) => m.month),
      series: [{ name: 'averageRating', values: data.ratingByMonth.map((m) => m.averageRating) }],
    },
  ];
}

/** The figures each chart's text summary gives. */
export function insightsTotals(data: ProviderInsights) {
  const weeks = data.sessionsByWeek;
  const reviews = sum(data.ratingByMonth.map((m) => m.reviewCount));
  const ratingSum = sum(data.ratingByMonth.map((m) => (m.averageRating ?? 0) * m.reviewCount));
  const busiest = weeks.reduce<(typeof weeks)[number] | null>(
    (best, w) => (w.completed > 0 && (!best || w.completed > best.completed) ? w : best),
    null,
  );
  return {
    weeks: weeks.length,
    completed: sum(weeks.map((w) => w.completed)),
    cancelledByClient: sum(weeks.map((w) => w.cancelledByClient)),
    cancelledByProvider: sum(weeks.map((w) => w.cancelledByProvider)),
    noShows: sum(weeks.map((w) => w.noShows)),
    busiestWeek: busiest?.weekStart ?? null,
    earned: sum(data.earningsByMonth.map((m) => m.earned)),
    refunded: sum(data.earningsByMonth.map((m) => m.refunded)),
    newClients: sum(data.clientsByMonth.map((m) => m.newClients)),
    returningClients: sum(data.clientsByMonth.map((m) => m.returningClients)),
    reviews,
    /** The average over every review of the period (each month's average weighted by its reviews), 2 decimals. */
    averageRating: reviews === 0 ? null : Math.round((ratingSum / reviews) * 100) / 100,
  };
}
export type InsightsTotals = ReturnType<typeof insightsTotals>;

/** Nothing happened in the period: no session, payment, client or review. */
export function isEmptyPeriod(totals: InsightsTotals): boolean {
  return (
    totals.completed + totals.cancelledByClient + totals.cancelledByProvider + totals.noShows === 0 &&
    totals.earned + totals.refunded + totals.reviews === 0
  );
}
