// `npm run bench -- --against REF`: the working tree against a git ref, in one session. Both are built the same way,
// each served by its own checkout's preview config and mock API, and audited in one Chromium, route by route, their
// runs alternating (scripts/bench/compare.ts). Prints both sides per route and writes bench/paired.json (git-ignored:
// a pairing's evidence is the table in its change's note; bench/results.json stays the committed record).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { audit, keepHtmlReport } from './audit';
import { checkOutBase, workingTreeName } from './base-worktree';
import { launchBrowser, signIn } from './browser';
import { compareRoute, runOrder, type PairedRouteResult, type Side } from './compare';
import { auditSettings, machineRecord, type Environment } from './machine';
import type { BenchOptions, BuildName } from './options';
import { flagged, pairedTable } from './paired-table';
import { benchAccounts, benchRoutes, largeBenchAccounts, selectRoutes, skippedRoutes, type BenchRoute } from './routes';
import { outDir, prepareBuild, serve, type Served } from './serve';
import { repoRoot } from '../lib/run';

const sides: Side[] = ['base', 'work'];
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Builds, measures, prints and writes; resolves to the exit code (1 when a route failed on either side). */
export async function measurePaired(options: BenchOptions, against: string, workDir: string): Promise<number> {
  const routes = selectRoutes(options.routes); // an unknown route fails before anything is built
  const workName = workingTreeName();
  console.log(`checking out ${against} in .tmp/bench-base/`);
  const base = checkOutBase(against);
  const baseName = `${against} (${base.sha.slice(0, 7)})`;
  const roots: Record<Side, string> = { base: base.dir, work: repoRoot };
  for (const name of options.builds) {
    prepareBuild(name, false, roots.base);
    prepareBuild(name, options.skipBuild, roots.work);
  }

  const started = Date.now();
  const loadAtStart = os.loadavg()[0] ?? 0;
  const environment: Environment = { browser: '', lighthouse: '', benchmarkIndex: [] };
  const results: PairedRouteResult[] = [];
  for (const name of options.builds)
    results.push(...(await measureBuild(name, routes, options, roots, workDir, environment)));
  const order = (r: PairedRouteResult) =>
    benchRoutes.findIndex((b) => b.id === r.id) * 10 + options.builds.indexOf(r.build);
  results.sort((a, b) => order(a) - order(b));

  const record = {
    date: new Date().toISOString(),
    machine: machineRecord(environment, loadAtStart),
    base: { ref: against, sha: base.sha, dependencies: base.dependencies },
    work: workName,
    runs: options.runs,
    data: options.data,
    settings: auditSettings,
    notes: [
      'Per route, runs alternate between base and work (runOrder in scripts/bench/compare.ts), after one discarded warm-up run per side per browser; fcp, lcp, tbt in ms (simulated).',
      'limit/worse (LCP, TBT): work’s median is worse than base’s by more than the larger of 5 % of base’s median and either side’s spread (max − min).',
    ],
    skipped: skippedRoutes,
    results,
  };
  fs.mkdirSync(path.dirname(options.out), { recursive: true });
  fs.writeFileSync(options.out, `${JSON.stringify(record, null, 2)}\n`);

  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `\n${baseName} against the working tree (${workName}), ${options.builds.join(' and ')} build, medians of ` +
      `${options.runs} alternated Lighthouse runs per side (min–max), mobile, simulated throttling (${seconds} s):\n`,
  );
  console.log(pairedTable(results, baseName));
  const worse = flagged(results);
  console.log(
    `\nWORSE: the working tree's median is worse than the base's by more than the larger of 5 % and either side's ` +
      `spread; a change that does this says in its note what it bought (docs/performance.md).` +
      `\nFlagged: ${worse.length ? worse.join(', ') : 'none'}.\nWritten to ${path.relative(repoRoot, options.out)}.`,
  );
  const failed = results.filter((r) => r.base.error || r.work.error);
  if (failed.length) console.error(`\n${failed.length} route(s) failed: ${failed.map((r) => r.route).join(', ')}`);
  return failed.length ? 1 : 0;
}

async function measureBuild(
  name: BuildName,
  routes: BenchRoute[],
  options: BenchOptions,
  roots: Record<Side, string>,
  workDir: string,
  environment: Environment,
): Promise<PairedRouteResult[]> {
  const results: PairedRouteResult[] = [];
  const served: Partial<Record<Side, Served>> = {};
  try {
    for (const side of sides) served[side] = await serve(name, options.data, roots[side]);
    const origin = (side: Side) => served[side]?.origin ?? '';
    console.log(`${name}: base served at ${origin('base')}, working tree at ${origin('work')}`);
    for (const viewer of ['signed-out', 'client', 'provider'] as const) {
      const group = routes.filter((r) => r.viewer === viewer);
      if (!group.length) continue;
      const signedIn = viewer !== 'signed-out';
      // One browser for both sides: their origins differ by port, so each keeps its own session.
      const browser = await launchBrowser(path.join(workDir, `paired-${name}-${viewer}`));
      environment.browser = browser.version;
      try {
        const large = options.data === 'large';
        if (signedIn)
          for (const side of sides)
            await signIn(
              browser.port,
              origin(side),
              (large ? largeBenchAccounts : benchAccounts)[viewer],
              large ? '?demoData=large' : '',
            );
        const run = (side: Side, routePath: string) =>
          audit(origin(side) + routePath, browser.port, outDir(name, roots[side]), !signedIn);
        // The first audit in a new browser is slower on its own account: one per side, not counted.
        for (const side of sides) await run(side, group[0]?.path ?? '/').catch(() => undefined);
        for (const route of group) {
          const result: PairedRouteResult = {
            route: route.path,
            id: route.id,
            viewer,
            build: name,
            base: { runs: [] },
            work: { runs: [] },
          };
          for (const side of runOrder(results.length, options.runs)) {
            if (result.base.error || result.work.error) break;
            try {
              const { figures, lhr } = await run(side, route.path);
              const benchmarkIndex = lhr.environment.benchmarkIndex;
              result[side].runs.push({ ...figures, benchmarkIndex });
              environment.lighthouse = lhr.lighthouseVersion;
              environment.benchmarkIndex.push(benchmarkIndex);
              const count = result[side].runs.length;
              console.log(
                `  ${side} ${route.path} run ${count}/${options.runs}: perf ${figures.performance}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, benchmark index ${Math.round(benchmarkIndex)}`,
              );
              if (options.html) keepHtmlReport(lhr, `paired-${side}-${name}`, route.path, count);
            } catch (error) {
              result[side].error = errorText(error);
              console.error(`  ${side} ${route.path}: ${result[side].error}`);
            }
          }
          result.comparisons = compareRoute(result.base, result.work);
          results.push(result);
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    for (const side of sides) await served[side]?.close();
  }
  return results;
}
