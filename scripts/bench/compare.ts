// The paired bench's arithmetic (scripts/bench/paired.ts): which side runs when, each side's median and spread, and
// the rule that flags a route the working tree made slower than its base.
import type { Viewer } from '../lib/route-tree';
import type { RunFigures } from './audit';
import type { BuildName } from './options';
import { median } from './report';

/** The two builds of a paired run: the git ref's (`base`) and the working tree's (`work`). */
export type Side = 'base' | 'work';

/**
 * One route's runs, in order: `runs` passes of one run per side. The side that goes first alternates from pass to
 * pass and from route to route, so that neither side always runs right after the other or first on a route.
 */
export function runOrder(routeIndex: number, runs: number): Side[] {
  const order: Side[] = [];
  for (let pass = 0; pass < runs; pass++)
    order.push(...((routeIndex + pass) % 2 === 0 ? (['base', 'work'] as const) : (['work', 'base'] as const)));
  return order;
}

/** A run's figures with Lighthouse's CPU benchmark index of that run (the machine's speed at the time). */
export interface PairedRun extends RunFigures {
  benchmarkIndex: number;
}

interface SideResult {
  runs: PairedRun[];
  error?: string;
}

export type PairedMetric = 'fcp' | 'lcp' | 'tbt' | 'performance' | 'benchmarkIndex';
const pairedMetrics: PairedMetric[] = ['fcp', 'lcp', 'tbt', 'performance', 'benchmarkIndex'];
/** The figures a change must not make worse without saying what it bought (docs/performance.md). */
const flaggedMetrics: PairedMetric[] = ['lcp', 'tbt'];

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface Comparison {
  metric: PairedMetric;
  base: Spread;
  work: Spread;
  /** work's median − base's median. */
  difference: number;
  /** LCP and TBT: how much worse the working tree's median may be, the larger of 5 % and the two sides' spread. */
  limit?: number;
  /** LCP and TBT: the working tree's median is worse than the base's by more than `limit`. */
  worse?: boolean;
}

export interface PairedRouteResult {
  route: string;
  id: string;
  viewer: Viewer;
  build: BuildName;
  base: SideResult;
  work: SideResult;
  /** Both sides measured: one comparison per figure of `pairedMetrics`. */
  comparisons?: Comparison[];
}

function spread(values: number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/**
 * Compares one figure of the two sides. For LCP and TBT (higher is worse) the working tree's median is flagged when it
 * exceeds the base's by more than the larger of 5 % of the base's median and either side's spread (max − min): a
 * difference the noise of the same session cannot explain.
 */
export function compare(metric: PairedMetric, base: number[], work: number[]): Comparison {
  const b = spread(base);
  const w = spread(work);
  const difference = w.median - b.median;
  if (!flaggedMetrics.includes(metric)) return { metric, base: b, work: w, difference };
  const limit = Math.max(0.05 * b.median, b.max - b.min, w.max - w.min);
  return { metric, base: b, work: w, difference, limit, worse: difference > limit };
}

/** Every figure's comparison when both sides ran without an error. */
export function compareRoute(base: SideResult, work: SideResult): Comparison[] | undefined {
  if (base.error || work.error || !base.runs.length || !work.runs.length) return undefined;
  return pairedMetrics.map((m) =>
    compare(
      m,
      base.runs.map((r) => r[m]),
      work.runs.map((r) => r[m]),
    ),
  );
}
