// The listing's match filters at scale: how long the standalone mock API (mocks/server.ts) takes to answer the
// therapist listing with availability filters over the large data set's 300 more listed therapists, each answer
// running the availability engine over every calendar. Timed over HTTP, in the bench (a unit test's timing would
// measure the test runner's load); the answer is expected under MATCH_LIMIT_MS.
import { performance } from 'node:perf_hooks';
import { createMockServer } from '../../mocks/server';
import { median } from './report';

export const MATCH_LIMIT_MS = 100;

/** The listings timed: the phone journey's filters, every therapist by soonest slot, and a search nobody matches. */
const MATCH_QUERIES = {
  journey:
    'modality=md_online&language=lg_de&therapyApproach=ta_cbt&availableWithinDays=7&evenings=true&timeZone=Europe/Berlin',
  soonest: 'sort=soonest&availableWithinDays=14&timeZone=Europe/Berlin',
  nobody: 'language=lg_de&therapyApproach=ta_psychodynamic&feeMax=5000&weekends=true&timeZone=Europe/Berlin',
} as const;

export interface MatchTiming {
  query: keyof typeof MATCH_QUERIES;
  /** Therapists in the answer. */
  totalItems: number;
  runs: number[];
  median: number;
}

/** Each query `runs` times (after one warm-up) against a fresh standalone server with the large data set. */
export async function matchTimings(runs: number): Promise<MatchTiming[]> {
  const server = createMockServer({ dataSet: 'large' });
  const port = await server.listen(0);
  try {
    const timings: MatchTiming[] = [];
    for (const [query, params] of Object.entries(MATCH_QUERIES) as [keyof typeof MATCH_QUERIES, string][]) {
      const url = `http://127.0.0.1:${port}/therapists?${params}`;
      const ask = async () => {
        const started = performance.now();
        const response = await fetch(url);
        const body = (await response.json()) as { pageInfo?: { totalItems: number } };
        if (!response.ok) throw new Error(`GET /therapists?${params}: ${response.status}`);
        return { ms: performance.now() - started, totalItems: body.pageInfo?.totalItems ?? 0 };
      };
      const { totalItems } = await ask();
      const times: number[] = [];
      for (let run = 0; run < runs; run++) times.push((await ask()).ms);
      timings.push({ query, totalItems, runs: times, median: median(times) });
    }
    return timings;
  } finally {
    await server.close();
  }
}

/** One line per query, and whether its median is within the limit. */
export const matchTable = (timings: MatchTiming[]) =>
  timings
    .map(
      (t) =>
        `  ${t.query.padEnd(8)} ${String(t.totalItems).padStart(4)} therapists  median ${t.median.toFixed(1)} ms  ${t.median < MATCH_LIMIT_MS ? 'ok' : `OVER ${MATCH_LIMIT_MS} ms`}`,
    )
    .join('\n');

// `npx tsx scripts/bench/match-timing.ts [runs]`: this part of the bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const timings = await matchTimings(Number(process.argv[2] ?? 10));
  console.log(`The therapist listing's match filters, large data set, standalone server:\n${matchTable(timings)}`);
  process.exit(timings.every((t) => t.median < MATCH_LIMIT_MS) ? 0 : 1);
}
