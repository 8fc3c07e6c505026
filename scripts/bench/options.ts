// `npm run bench -- [flags]`; each flag also reads from an environment variable (the flag wins).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../lib/run';

export type BuildName = 'prod' | 'demo';
const allBuilds: BuildName[] = ['prod', 'demo'];

/** The demo data set the backends start with (mocks/README.md). */
export type DataSetName = 'default' | 'large';

export interface BenchOptions {
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
  --runs N            Lighthouse runs per route and build; the table shows medians (BENCH_RUNS, default 3)
  --builds B          prod, demo or both (BENCH_BUILDS, default both)
  --data D           demo data set: default, or large (a client with 1,000 bookings; signed in as that client) (BENCH_DATA)
  --routes R,R        routes by path or id, * as wildcard: /login/,/payment/* (BENCH_ROUTES, default all)
  --skip-build        measure dist/ and dist-demo/ as they are (BENCH_SKIP_BUILD=1)
  --out FILE          where the results go (BENCH_OUT, default bench/results.json)
  --html              also keep each run's Lighthouse HTML report in bench/reports/ (BENCH_HTML=1)
  --timeout-min M     give up after M minutes, stopping everything started (BENCH_TIMEOUT_MIN, default 40)`;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
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

  const runs = Number(values.runs ?? env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer, not ${values.runs ?? env.BENCH_RUNS}`);
  const buildsArg = list(values.builds ?? env.BENCH_BUILDS ?? 'both');
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
    runs,
    data,
    builds,
    routes: list(values.routes ?? env.BENCH_ROUTES),
    skipBuild: flag(values['skip-build'], 'BENCH_SKIP_BUILD'),
    out: path.resolve(repoRoot, values.out ?? env.BENCH_OUT ?? 'bench/results.json'),
    html: flag(values.html, 'BENCH_HTML'),
    timeoutMinutes,
  };
}
