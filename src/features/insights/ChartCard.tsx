import { useState } from 'react';
import { Button } from '../../ui/Button';
import { useT } from '../../lib/i18n/translate';
import { Chart } from './chart-chunk';
import type { ChartData } from './insights-view';
import messages from './messages';
import { seriesSwatches } from './series-colours';

/**
 * One of the insights: its title, a text summary (for screen readers; the chart is hidden from them), and the chart
 * or, at a click, the same numbers as a table.
 */
export function ChartCard({
  chart,
  summary,
  label,
  value,
  axisLabel,
  axisValue,
  note,
}: {
  chart: ChartData;
  summary: string;
  /** A bucket as the table writes it (`Week of 7 Dec 2026`, `December 2026`). */
  label: (bucket: string) => string;
  /** A value as the table writes it; null is a month without one (no reviews). */
  value: (value: number | null) => string;
  /** A bucket and a value as the chart's axes write them (shorter; stable functions, or the chart redraws). */
  axisLabel: (bucket: string) => string;
  axisValue: (value: number) => string;
  /** What the chart's axis leaves out (the currency of its amounts). */
  note?: string;
}) {
  const t = useT(messages);
  const [asTable, setAsTable] = useState(false);
  const titleId = `insights-${chart.id}`;
  return (
    // A card of its own rather than SectionCard: its title is the page's second level (SectionCard's is the third).
    <section aria-labelledby={titleId} className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {t(`insights.chart.${chart.id}`)}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setAsTable(!asTable)}>
          {t(asTable ? 'insights.showChart' : 'insights.showTable')}
        </Button>
      </div>
      <p className="sr-only">{summary}</p>
      {asTable ? (
        <div
          role="region"
          aria-label={t('insights.tableOf', { title: t(`insights.chart.${chart.id}`) })}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolled region must take focus to scroll by keyboard
          tabIndex={0}
          className="mt-4 max-h-80 overflow-auto focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t(`insights.chart.${chart.id}`)}</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t(`insights.bucket.${chart.bucket}`)}
                </th>
                {chart.series.map((s) => (
                  <th key={s.name} scope="col" className="py-2 pr-3 text-right font-medium">
                    {t(`insights.series.${s.name}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.labels.map((bucket, row) => (
                <tr key={bucket} className="border-t border-slate-100">
                  <th scope="row" className="py-2 pr-3 font-normal text-slate-700">
                    {label(bucket)}
                  </th>
                  {chart.series.map((s) => (
                    <td key={s.name} className="py-2 pr-3 text-right text-slate-900 tabular-nums">
                      {value(s.values[row] ?? null)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
            {chart.series.map((s, i) => (
              <li key={s.name} className="flex items-center gap-1.5">
                <span aria-hidden="true" className={`inline-block size-2.5 rounded-sm ${seriesSwatches[i]}`} />
                {t(`insights.series.${s.name}`)}
              </li>
            ))}
            {note && <li className="text-slate-500">{note}</li>}
          </ul>
          <Chart chart={chart} label={axisLabel} value={axisValue} />
        </>
      )}
    </section>
  );
}
