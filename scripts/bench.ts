// npm run bench — builds the production and demo bundles, serves each with `vite preview`, runs Lighthouse (mobile,
// simulated throttling) on every route, prints one table of medians and writes bench/results.json. With
// `--against REF` it measures the working tree against REF instead, in one session (scripts/bench/paired.ts).
// `npm run bench -- --help` for the options; scripts/bench/ holds the parts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { audit, keepHtmlReport } from './bench/audit';
import { removeCheckedOutBase } from './bench/base-worktree';
import { launchBrowser, signIn } from './bench/browser';
import { parseOptions, usage, type BenchOptions } from './bench/options';
import { listTimings, type ListTiming } from './bench/list-timing';
import { MATCH_LIMIT_MS, matchTable, matchTimings } from './bench/match-timing';
import { killAll } from './bench/processes';
import { auditSettings, machineRecord, type Environment } from './bench/machine';
import { measurePaired } from './bench/paired';
import { listTable, medians, table, type ListResult, type RouteResult } from './bench/report';
import { benchAccounts, benchRoutes, largeBenchAccounts, selectRoutes, skippedRoutes } from './bench/routes';
import { outDir, prepareBuild, serve } from './bench/serve';
import { repoRoot } from './lib/run';

const workDir = path.join(repoRoot, '.tmp/bench'); // browser profiles, removed at the end

function cleanUp(): void {
  killAll();
  fs.rmSync(workDir, { recursive: true, force: true });
  removeCheckedOutBase();
}

async function measure(options: BenchOptions) {
  const routes = selectRoutes(options.routes);
  const results: RouteResult[] = [];
  const lists: ListResult[] = [];
  const environment: Environment = { browser: '', lighthouse: '', benchmarkIndex: [] };
  for (const buildName of options.builds) {
    const served = await serve(buildName, options.data);
    console.log(`${buildName}: ${path.relative(repoRoot, outDir(buildName))}/ served at ${served.origin}`);
    try {
      for (const viewer of ['signed-out', 'client', 'provider'] as const) {
        const group = routes.filter((r) => r.viewer === viewer);
        if (!group.length) continue;
        const signedIn = viewer !== 'signed-out';
        // One fresh profile per user: signed out, or signed in through the form.
        const browser = await launchBrowser(path.join(workDir, `${buildName}-${viewer}`));
        environment.browser = browser.version;
        try {
          if (signedIn) {
            const large = options.data === 'large';
            await signIn(
              browser.port,
              served.origin,
              (large ? largeBenchAccounts : benchAccounts)[viewer],
              large ? '?demoData=large' : '',
            );
          }
          for (const route of group) {
            const result: RouteResult = { route: route.path, id: route.id, viewer, build: buildName, runs: [] };
            try {
              for (let run = 1; run <= options.runs; run++) {
                const { figures, lhr } = await audit(
                  served.origin + route.path,
                  browser.port,
                  outDir(buildName),
                  !signedIn,
                );
                result.runs.push(figures);
                environment.lighthouse = lhr.lighthouseVersion;
                environment.benchmarkIndex.push(lhr.environment.benchmarkIndex);
                console.log(
                  `  ${buildName} ${route.path} run ${run}/${options.runs}: perf ${figures.performance}, FCP ${Math.round(figures.fcp)} ms`,
                );
                if (options.html) keepHtmlReport(lhr, buildName, route.path, run);
              }
              result.median = medians(result.runs);
            } catch (error) {
              result.error = error instanceof Error ? error.message : String(error);
              console.error(`  ${buildName} ${route.path}: ${result.error}`);
            }
            results.push(result);
          }
          if (viewer === 'client' && group.some((r) => r.id === '/_authenticated/appointments'))
            lists.push(await measureList(buildName, browser.port, served.origin, options.runs));
        } finally {
          await browser.close();
        }
      }
    } finally {
      await served.close();
    }
  }
  const order = (r: RouteResult) => benchRoutes.findIndex((b) => b.id === r.id) * 10 + options.builds.indexOf(r.build);
  return { results: results.sort((a, b) => order(a) - order(b)), lists, environment };
}

/** The appointments list's scripting times (scripts/bench/list-timing.ts); a failure is recorded, not thrown. */
async function measureList(
  build: ListResult['build'],
  port: number,
  origin: string,
  runs: number,
): Promise<ListResult> {
  try {
    const timing = await listTimings(port, origin, runs);
    const show = (t: ListTiming) => `open ${Math.round(t.open)} ms, next page ${Math.round(t.nextPage)} ms`;
    timing.runs.forEach((t, i) => console.log(`  ${build} appointments list run ${i + 1}/${runs}: ${show(t)}`));
    return { build, ...timing };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`  ${build} appointments list: ${message}`);
    return { build, runs: [], error: message };
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (options === 'help') {
    console.log(usage);
    return 0;
  }
  // Bounded time: past the limit everything started is killed, whatever is hanging.
  setTimeout(() => {
    console.error(`npm run bench: over ${options.timeoutMinutes} minutes, stopping.`);
    cleanUp();
    process.exit(124);
  }, options.timeoutMinutes * 60_000).unref();

  if (options.against) return measurePaired(options, options.against, workDir);
  for (const name of options.builds) prepareBuild(name, options.skipBuild);

  const started = Date.now();
  const loadAtStart = os.loadavg()[0] ?? 0;
  const { results, lists, environment } = await measure(options);
  // The listing's match filters over the large data set's 300 more listed therapists, in the standalone server.
  const matchListing = options.data === 'large' ? await matchTimings(Math.max(options.runs, 5)) : [];
  const record = {
    date: new Date().toISOString(),
    machine: machineRecord(environment, loadAtStart),
    runs: options.runs,
    data: options.data,
    settings: auditSettings,
    notes: [
      'jsBytes/cssBytes: gzip (zlib level 6) of the built files of the Script/Stylesheet requests that finished before the app’s first render (its app-rendered mark; else the observed first contentful paint); transfer*: bytes on the wire for the same requests.',
      'fcp, lcp, tbt in ms (simulated); cls unitless; performance 0-100; median = each figure’s own median over the runs.',
      'prod: dist/ behind vite preview with /api proxied to the standalone mock API (mocks/server.ts); demo: dist-demo/ with its in-browser mock backend.',
      'signed-in routes: signed in as client@example.com through the login form; the session stays in localStorage between runs (HTTP cache and service workers are cleared before each).',
    ],
    skipped: skippedRoutes,
    results,
    appointmentsList: lists,
    matchListing,
  };
  fs.mkdirSync(path.dirname(options.out), { recursive: true });
  fs.writeFileSync(options.out, `${JSON.stringify(record, null, 2)}\n`);

  console.log(
    `\nMedians of ${options.runs} Lighthouse run(s), mobile, simulated throttling (${Math.round((Date.now() - started) / 1000)} s):\n`,
  );
  console.log(table(results));
  if (lists.length)
    console.log(
      `\nThe appointments list (${options.data} data set), scripting ms at 4× CPU slowdown, medians:\n\n${listTable(lists)}`,
    );
  console.log(
    `\nJS/CSS: gzip KiB fetched before the app's first render. Written to ${path.relative(repoRoot, options.out)}.`,
  );
  if (matchListing.length)
    console.log(`\nThe therapist listing's match filters, standalone server, medians:\n${matchTable(matchListing)}`);
  const failed = [...results, ...lists.map((l) => ({ ...l, route: 'appointments list' }))].filter((r) => r.error);
  if (failed.length)
    console.error(`\n${failed.length} route(s) failed: ${failed.map((r) => `${r.build} ${r.route}`).join(', ')}`);
  const slowMatch = matchListing.filter((t) => t.median >= MATCH_LIMIT_MS);
  if (slowMatch.length)
    console.error(
      `\nThe listing's match filters took ${MATCH_LIMIT_MS} ms or more: ${slowMatch.map((t) => t.query).join(', ')}`,
    );
  return failed.length || slowMatch.length ? 1 : 0;
}

process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(128 + os.constants.signals[signal]);
  });
}

main().then(
  (code) => {
    cleanUp();
    process.exit(code);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    cleanUp();
    process.exit(1);
  },
);
