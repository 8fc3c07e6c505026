// The paired bench's printed table: per route, each figure's two medians with their min–max, the difference and,
// for LCP and TBT, the flag rule's verdict (scripts/bench/compare.ts).
import type { Comparison, PairedMetric, PairedRouteResult, Spread } from './compare';

const figureNames: Record<PairedMetric, string> = {
  fcp: 'FCP s',
  lcp: 'LCP s',
  tbt: 'TBT ms',
  performance: 'perf',
  benchmarkIndex: 'benchmark index',
};

/** Seconds with two decimals for the paints, whole numbers for the rest. */
function value(metric: PairedMetric, n: number): string {
  return metric === 'fcp' || metric === 'lcp' ? (n / 1000).toFixed(2) : String(Math.round(n));
}

function signed(metric: PairedMetric, n: number): string {
  const text = value(metric, Math.abs(n));
  return /^[0.]+$/.test(text) ? text : `${n < 0 ? '-' : '+'}${text}`;
}

const spreadText = (metric: PairedMetric, s: Spread) =>
  `${value(metric, s.median)} (${value(metric, s.min)}–${value(metric, s.max)})`;

/** The difference of the medians; for the timings also relative to the base's. */
function differenceText(c: Comparison): string {
  const absolute = signed(c.metric, c.difference);
  if (c.metric === 'performance' || c.metric === 'benchmarkIndex' || !c.base.median) return absolute;
  const percent = Math.round((c.difference / c.base.median) * 100);
  return `${absolute} (${percent > 0 ? '+' : percent < 0 ? '-' : ''}${Math.abs(percent)} %)`;
}

function ruleText(c: Comparison): string {
  if (c.limit === undefined) return '';
  return `${c.worse ? 'WORSE' : 'ok'} (limit ${value(c.metric, c.limit)})`;
}

/** A Markdown table, five rows per route: FCP, LCP, TBT, score and Lighthouse's benchmark index. */
export function pairedTable(results: PairedRouteResult[], baseName: string, workName = 'working tree'): string {
  const head = ['route', 'build', 'figure', baseName, workName, 'difference', 'rule'];
  const rows: string[][] = [];
  for (const r of results) {
    const route = r.viewer === 'signed-out' ? r.route : `${r.route} (${r.viewer})`;
    if (!r.comparisons) {
      const errors = [r.base.error && `base: ${r.base.error}`, r.work.error && `working tree: ${r.work.error}`];
      rows.push([route, r.build, 'error', '', '', '', errors.filter(Boolean).join('; ')]);
      continue;
    }
    r.comparisons.forEach((c, i) =>
      rows.push([
        i ? '' : route,
        i ? '' : r.build,
        figureNames[c.metric],
        spreadText(c.metric, c.base),
        spreadText(c.metric, c.work),
        differenceText(c),
        ruleText(c),
      ]),
    );
  }
  const numeric = (i: number) => i >= 3 && i <= 5;
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (numeric(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => `-${'-'.repeat(w)}${numeric(i) ? ':' : '-'}`).join('|')}|`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}

/** The routes the rule flags, as `route LCP`, for the summary under the table. */
export function flagged(results: PairedRouteResult[]): string[] {
  return results.flatMap((r) =>
    (r.comparisons ?? [])
      .filter((c) => c.worse)
      .map((c) => `${r.route} ${r.build} ${figureNames[c.metric].split(' ')[0]}`),
  );
}
