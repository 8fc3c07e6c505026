import { BarChart, LineChart, type Label } from 'chartist';
import { useEffect, useRef } from 'react';
import { axisLabelStep } from './axis-labels';
import type { ChartData } from './insights-view';
import './insights-chart.css';

/** The room around the plot. */
const PADDING = 12;

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
    const element = box.current;
    const labels = chart.labels.map(label);
    const data = { labels, series: chart.series.map((s) => s.values) };
    const axisY = {
      onlyInteger: chart.values === 'count',
      offset: chart.values === 'money' ? 44 : 32,
      labelInterpolationFnc: (v: Label) => value(Number(v)),
    };
    // Only as many labels under the chart as its width holds (Chartist asks again when it redraws on a resize).
    const plotWidth = () => element.clientWidth - axisY.offset - 2 * PADDING;
    const axisX = {
      showGrid: false,
      labelInterpolationFnc: (l: Label, i: number) => (i % axisLabelStep(labels, plotWidth()) === 0 ? l : null),
    };
    const drawn =
      chart.kind === 'line'
        ? new LineChart(element, data, { axisX, axisY, low: 0, high: 5, chartPadding: PADDING })
        : new BarChart(element, data, {
            axisX,
            axisY,
            low: 0,
            stackBars: chart.kind === 'stacked',
            seriesBarDistance: 14,
            chartPadding: PADDING,
          });
    return () => {
      drawn.detach();
    };
  }, [chart, label, value]);
  return <div ref={box} aria-hidden="true" className="insights-chart h-56 w-full" data-testid={`chart-${chart.id}`} />;
}
