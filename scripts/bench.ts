// npm run bench — builds the production and demo bundles, serves each with `vite preview`, runs Lighthouse (mobile,
// simulated throttling) on every route, prints one table of medians and writes bench/results.json.
// `npm run bench -- --help` for the options; scripts/bench/ holds the parts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateReport } from 'lighthouse';
import { audit } from './bench/audit';
import { launchBrowser, signIn } from './bench/browser';
import { parseOptions, usage, type BenchOptions } from './bench/options';
import { listTimings, type ListTiming } from './bench/list-timing';
import { killAll } from './bench/processes';
import { listTable, medians, median, table, type ListResult, type RouteResult } from './bench/report';
import { benchAccounts, benchRoutes, largeBenchAccounts, selectRoutes, skippedRoutes } from './bench/routes';
import { build, buildModes, serve } from './bench/serve';
import { repoRoot, runBin } from './lib/run';

const workDir = path.join(repoRoot, '.tmp/bench'); // browser profiles, removed at the end
const reportsDir = path.join(repoRoot, 'bench/reports'); // --html (git-ignored)

function cleanUp(): void {
  killAll();
  fs.rmSync(workDir, { recursive: true, force: true });
}

async function measure(options: BenchOptions) {
  const routes = selectRoutes(options.routes);
  const results: RouteResult[] = [];
  const lists: ListResult[] = [];
  const environment = { browser: '', lighthouse: '', benchmarkIndex: [] as number[] };
  for (const buildName of options.builds) {
    const served = await serve(buildName, options.data);
    console.log(`${buildName}: ${path.relative(repoRoot, buildModes[buildName].outDir)}/ served at ${served.origin}`);
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
                  buildModes[buildName].outDir,
                  !signedIn,
                );
                result.runs.push(figures);
                environment.lighthouse = lhr.lighthouseVersion;
                environment.benchmarkIndex.push(lhr.environment.benchmarkIndex);
                console.log(
                  `  ${buildName} ${route.path} run ${run}/${options.runs}: perf ${figures.performance}, FCP ${Math.round(figures.fcp)} ms`,
                );
                if (options.html) {
                  fs.mkdirSync(reportsDir, { recursive: true });
                  const name = `${buildName}${route.path.replace(/[^a-z0-9]+/gi, '-')}${run}.html`;
                  fs.writeFileSync(path.join(reportsDir, name), generateReport(lhr, 'html'));
                }
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

  if (!options.skipBuild) runBin('tsr', ['generate']);
  for (const name of options.builds) {
    if (options.skipBuild) {
      if (!fs.existsSync(path.join(buildModes[name].outDir, 'index.html')))
        throw new Error(`--skip-build: ${buildModes[name].outDir} has no build`);
    } else {
      console.log(`building ${name} (vite build --mode ${buildModes[name].mode})`);
      build(name);
    }
  }

  const started = Date.now();
  const loadAtStart = os.loadavg()[0];
  const { results, lists, environment } = await measure(options);
  const cpus = os.cpus();
  const record = {
    date: new Date().toISOString(),
    machine: {
      cpu: cpus[0]?.model ?? 'unknown',
      cores: cpus.length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()}`,
      node: process.version,
      browser: environment.browser,
      lighthouse: environment.lighthouse,
      /** Lighthouse's own CPU speed figure (median over the runs); a typical laptop is around 1500–2500. */
      benchmarkIndex: environment.benchmarkIndex.length ? Math.round(median(environment.benchmarkIndex)) : null,
      /** 1-minute load average when measuring started and ended: other work on the machine skews the CPU figures. */
      loadAverage: [loadAtStart, os.loadavg()[0] ?? 0].map((l) => Math.round((l ?? 0) * 100) / 100),
    },
    runs: options.runs,
    data: options.data,
    settings: { formFactor: 'mobile', throttlingMethod: 'simulate', onlyCategories: ['performance'] },
    notes: [
      'jsBytes/cssBytes: gzip (zlib level 6) of the built files of the Script/Stylesheet requests that finished before the app’s first render (its app-rendered mark; else the observed first contentful paint); transfer*: bytes on the wire for the same requests.',
      'fcp, lcp, tbt in ms (simulated); cls unitless; performance 0-100; median = each figure’s own median over the runs.',
      'prod: dist/ behind vite preview with /api proxied to the standalone mock API (mocks/server.ts); demo: dist-demo/ with its in-browser mock backend.',
      'signed-in routes: signed in as client@example.com through the login form; the session stays in localStorage between runs (HTTP cache and service workers are cleared before each).',
    ],
    skipped: skippedRoutes,
    results,
    appointmentsList: lists,
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
  const failed = [...results, ...lists.map((l) => ({ ...l, route: 'appointments list' }))].filter((r) => r.error);
  if (failed.length)
    console.error(`\n${failed.length} route(s) failed: ${failed.map((r) => `${r.build} ${r.route}`).join(', ')}`);
  return failed.length ? 1 : 0;
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
