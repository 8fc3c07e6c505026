// `npm run bench -- [flags]`; each flag also reads from an environment variable (the flag wins).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../lib/run';

export type BuildName = 'prod' | 'demo';
const allBuilds: BuildName[] = ['prod', 'demo'];

/** The demo data set the backends start with (mocks/README.md). */
export type DataSetName = 'default' | 'large';

export interface BenchOptions {
  /** A git ref to pair the working tree with (scripts/bench/paired.ts); none: measure the working tree alone. */
  against?: string;
  runs: number;
  data: DataSetName;
  builds: BuildName[];
  /** Route patterns (empty: every route). */
  routes: string[];
  skipBuild: boolean;
  out: string;
  /** Also write each run's Lighthouse HTML report to bench/reports/ (not committed). */
  html: boolean;
  timeoutMinutes: number;
}

export const usage = `npm run bench -- [options]
  --against REF       paired: build REF in a temporary worktree and alternate its runs with the working tree's
                      route by route; prints both sides and their difference (BENCH_AGAINST)
  --runs N            Lighthouse runs per route and build (paired: per side, at least 3); the table shows medians
                      (BENCH_RUNS, default 3)
  --builds B          prod, demo or both (BENCH_BUILDS, default both; paired: prod)
  --data D           demo data set: default, or large (a client with 1,000 bookings; signed in as that client; also
                      times the therapist listing's match filters over 300 more listed therapists) (BENCH_DATA)
  --routes R,R        routes by path or id, * as wildcard: /login/,/payment/* (BENCH_ROUTES, default all); routes
                      may also follow the options: npm run bench -- --against main / /login/
  --skip-build        measure dist/ and dist-demo/ as they are; paired: the base is still built (BENCH_SKIP_BUILD=1)
  --out FILE          where the results go (BENCH_OUT, default bench/results.json; paired: bench/paired.json)
  --html              also keep each run's Lighthouse HTML report in bench/reports/ (BENCH_HTML=1)
  --timeout-min M     give up after M minutes, stopping everything started (BENCH_TIMEOUT_MIN, default 40)`;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions | 'help' {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      against: { type: 'string' },
      runs: { type: 'string' },
      builds: { type: 'string' },
      data: { type: 'string' },
      routes: { type: 'string' },
      'skip-build': { type: 'boolean' },
      out: { type: 'string' },
      html: { type: 'boolean' },
      'timeout-min': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';

  const against = (values.against ?? env.BENCH_AGAINST)?.trim() || undefined;
  const runs = Number(values.runs ?? env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer, not ${values.runs ?? env.BENCH_RUNS}`);
  // A median and a spread per side need a few runs; the flag rule compares against the spread.
  if (against && runs < 3) throw new Error(`--against needs at least 3 runs per side, not ${runs}`);
  const buildsArg = list(values.builds ?? env.BENCH_BUILDS ?? (against ? 'prod' : 'both'));
  const builds = buildsArg.includes('both') ? allBuilds : allBuilds.filter((b) => buildsArg.includes(b));
  const unknownBuilds = buildsArg.filter((b) => b !== 'both' && !allBuilds.includes(b as BuildName));
  if (unknownBuilds.length || !builds.length)
    throw new Error(`--builds takes prod, demo or both, not ${buildsArg.join(',')}`);
  const timeoutMinutes = Number(values['timeout-min'] ?? env.BENCH_TIMEOUT_MIN ?? 40);
  if (!(timeoutMinutes > 0)) throw new Error('--timeout-min must be a positive number');
  const data = values.data ?? env.BENCH_DATA ?? 'default';
  if (data !== 'default' && data !== 'large') throw new Error(`--data takes default or large, not ${data}`);
  const flag = (value: boolean | undefined, name: string) => value ?? ['1', 'true'].includes(env[name] ?? '');

  return {
    against,
    runs,
    data,
    builds,
    routes: [...list(values.routes ?? env.BENCH_ROUTES), ...positionals],
    skipBuild: flag(values['skip-build'], 'BENCH_SKIP_BUILD'),
    out: path.resolve(repoRoot, values.out ?? env.BENCH_OUT ?? (against ? 'bench/paired.json' : 'bench/results.json')),
    html: flag(values.html, 'BENCH_HTML'),
    timeoutMinutes,
  };
}
