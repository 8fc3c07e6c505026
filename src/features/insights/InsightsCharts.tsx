import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ProviderInsights } from '../../../generated/model';
import { useT, type TranslateOf } from '../../lib/i18n/translate';
import { EmptyState } from '../../ui/states';
import { ChartCard } from './ChartCard';
import { insightsFormatters } from './formatters';
import { insightsCharts, insightsTotals, isEmptyPeriod, type ChartData, type InsightsTotals } from './insights-view';
import messages from './messages';

type Formatters = ReturnType<typeof insightsFormatters>;

/** The four charts of a period, or a word that nothing happened in it. */
export function InsightsCharts({ data }: { data: ProviderInsights }) {
  const t = useT(messages);
  const intl = useIntl();
  const format = useMemo(() => insightsFormatters(intl, data.currencyCode), [intl, data.currencyCode]);
  const charts = useMemo(() => insightsCharts(data), [data]);
  const totals = useMemo(() => insightsTotals(data), [data]);
  const range = {
    from: format.bucket('week', data.fromDate),
    to: format.bucket('week', data.toDate),
  };
  if (isEmptyPeriod(totals)) {
    return <EmptyState title={t('insights.empty.title')} text={t('insights.empty.text', range)} />;
  }
  return (
    <>
      <p className="text-sm text-slate-600">{t('insights.range', { ...range, timeZone: data.timeZone })}</p>
      <div className="grid gap-x-6 lg:grid-cols-2">
        {charts.map((chart) => (
          <InsightsChart
            key={chart.id}
            chart={chart}
            summary={summaryOf(chart, totals, format, t)}
            format={format}
            currency={data.currencyCode}
          />
        ))}
      </div>
    </>
  );
}

function InsightsChart({
  chart,
  summary,
  format,
  currency,
}: {
  chart: ChartData;
  summary: string;
  format: Formatters;
  currency: string;
}) {
  const t = useT(messages);
  const none = t('insights.noRating');
  const axes = useMemo(
    () => ({
      label: (bucket: string) => format.axisBucket(chart.bucket, bucket),
      value: (value: number) => format.axisValue(chart.values, value),
    }),
    [format, chart.bucket, chart.values],
  );
  return (
    <ChartCard
      chart={chart}
      summary={summary}
      label={(bucket) => format.bucket(chart.bucket, bucket)}
      value={(value) => format.value(chart.values, value, none)}
      axisLabel={axes.label}
      axisValue={axes.value}
      note={chart.values === 'money' ? t('insights.amountsIn', { currency }) : undefined}
    />
  );
}

function summaryOf(
  chart: ChartData,
  totals: InsightsTotals,
  format: Formatters,
  t: TranslateOf<typeof messages>,
): string {
  switch (chart.id) {
    case 'sessions': {
      const sessions = t('insights.summary.sessions', totals);
      return totals.busiestWeek
        ? `${sessions} ${t('insights.summary.busiest', { week: format.bucket('week', totals.busiestWeek) })}`
        : sessions;
    }
    case 'earnings':
      return t('insights.summary.earnings', {
        earned: format.money(totals.earned),
        refunded: format.money(totals.refunded),
      });
    case 'clients':
      return t('insights.summary.clients', totals);
    case 'rating':
      return totals.averageRating === null
        ? t('insights.summary.noRating')
        : t('insights.summary.rating', {
            rating: format.value('rating', totals.averageRating, ''),
            reviews: totals.reviews,
          });
  }
}
