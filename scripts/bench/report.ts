// Medians, the printed table and the shape of bench/results.json.
import type { RunFigures } from './audit';
import type { Viewer } from '../lib/route-tree';
import type { BuildName } from './options';

export type Figures = Omit<RunFigures, 'initialFiles'>;

export interface RouteResult {
  route: string;
  id: string;
  viewer: Viewer;
  build: BuildName;
  runs: RunFigures[];
  /** Each figure's own median over the runs (an even count averages the middle two). */
  median?: Figures;
  error?: string;
}

/** The appointments list's scripting times per build (scripts/bench/list-timing.ts). */
export interface ListResult {
  build: BuildName;
  runs: { open: number; nextPage: number }[];
  median?: { open: number; nextPage: number };
  error?: string;
}

export function listTable(lists: ListResult[]): string {
  const rows = lists.map(
    (l) =>
      `| ${l.build.padEnd(5)} | ${l.median ? String(Math.round(l.median.open)).padStart(7) : '  error'} | ${l.median ? String(Math.round(l.median.nextPage)).padStart(12) : '       error'} |`,
  );
  return ['| build | open ms | next page ms |', '|-------|--------:|-------------:|', ...rows].join('\n');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

export function medians(runs: RunFigures[]): Figures {
  const keys = [
    'jsBytes',
    'cssBytes',
    'jsTransferBytes',
    'cssTransferBytes',
    'performance',
    'fcp',
    'lcp',
    'tbt',
    'cls',
  ] as const;
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as Figures;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** A Markdown table: one row per route and build, medians of the runs. */
export function table(results: RouteResult[]): string {
  const head = ['route', 'build', 'JS KiB', 'CSS KiB', 'perf', 'FCP s', 'LCP s', 'TBT ms', 'CLS'];
  const rows = results.map((r) => {
    const m = r.median;
    const route = r.viewer === 'signed-out' ? r.route : `${r.route} (${r.viewer})`;
    if (!m) return [route, r.build, 'error', '', '', '', '', '', ''];
    return [
      route,
      r.build,
      kib(m.jsBytes),
      kib(m.cssBytes),
      String(Math.round(m.performance)),
      seconds(m.fcp),
      seconds(m.lcp),
      String(Math.round(m.tbt)),
      m.cls.toFixed(3),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < 2 ? `-${'-'.repeat(w)}-` : `-${'-'.repeat(w)}:`)).join('|')}|`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}
