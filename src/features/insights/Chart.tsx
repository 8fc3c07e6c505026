import { BarChart, LineChart, type Label } from 'chartist';
import { useEffect, useRef } from 'react';
import type { ChartData } from './insights-view';
import './insights-chart.css';

/**
 * A Chartist chart of one of the insights (SVG, drawn into a box of fixed height so the page does not shift). It is
 * hidden from screen readers: the card's summary and its table say the same in words.
 */
export function Chart({
  chart,
  label,
  value,
}: {
  chart: ChartData;
  /** A bucket's axis label (a week's Monday or a month, as the locale writes it). */
  label: (bucket: string) => string;
  /** A value's axis label. */
  value: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const data = { labels: chart.labels.map(label), series: chart.series.map((s) => s.values) };
    // Every other label on a crowded axis (a year of weeks), so that none overlap on a phone.
    const step = Math.ceil(chart.labels.length / 6);
    const axisX = { showGrid: false, labelInterpolationFnc: (l: Label, i: number) => (i % step === 0 ? l : null) };
    const axisY = {
      onlyInteger: chart.values === 'count',
      offset: chart.values === 'money' ? 44 : 32,
      labelInterpolationFnc: (v: Label) => value(Number(v)),
    };
    const drawn =
      chart.kind === 'line'
        ? new LineChart(box.current, data, { axisX, axisY, low: 0, high: 5, chartPadding: 12 })
        : new BarChart(box.current, data, {
            axisX,
            axisY,
            low: 0,
            stackBars: chart.kind === 'stacked',
            seriesBarDistance: 14,
            chartPadding: 12,
          });
    return () => {
      drawn.detach();
    };
  }, [chart, label, value]);
  return <div ref={box} aria-hidden="true" className="insights-chart h-56 w-full" data-testid={`chart-${chart.id}`} />;
}
