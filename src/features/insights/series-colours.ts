/** The swatch of each series in a chart's legend, in series order (the same colours as insights-chart.css). */
export const seriesSwatches = ['bg-teal-700', 'bg-amber-500', 'bg-rose-600', 'bg-slate-500'] as const;
