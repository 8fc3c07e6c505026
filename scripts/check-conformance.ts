// npm run check:conformance — the production bundle against a backend nobody here wrote: Stoplight Prism mocking
// generated/openapi.json, once with the contract's static examples and once per fixed seed with answers generated
// from the schemas (--dynamic). Each run signs in through the login form and opens every route and every
// URL-addressed modal (scripts/conformance/targets.ts); it fails on an error page, an uncaught error, a console
// error, or a request that failed or was refused when the app did not cancel it itself (scripts/conformance/verdict.ts).
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { FLAGS } from './bench/browser';
import { testChromiumPath } from './lib/test-chromium';
import { freePort, killAll, startBin, stop, waitForHttp, type Started } from './bench/processes';
import { runName, startPrism, type Run } from './conformance/prism';
import { allTargets } from './conformance/targets';
import { pass, type PassResult } from './conformance/visit';
import { EXAMPLE_FILES_ORIGIN } from './lib/example-sense';
import { productionBuild } from './lib/production-build';

/** The host the contract's example pictures and files are on (openapi/CONVENTIONS.md); the check answers for it. */
const FILES_ORIGIN = EXAMPLE_FILES_ORIGIN;
const ownOutDir = 'dist-conformance';

const { values } = parseArgs({
  options: {
    seeds: { type: 'string' },
    'no-static': { type: 'boolean' },
    'skip-build': { type: 'boolean' },
    only: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(`npm run check:conformance -- [options]
  --seeds S,S      the --dynamic runs' seeds (CONFORMANCE_SEEDS, default 1,2,3,4,5; "" for none)
  --no-static      skip the run on the contract's static examples
  --skip-build     use ${ownOutDir}/ as it is
  --only T,T       only the targets whose name or URL contains one of these (e.g. /overview/,modal cancel)`);
  process.exit(0);
}
const seeds = (values.seeds ?? process.env.CONFORMANCE_SEEDS ?? '1,2,3,4,5')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const runs: Run[] = [
  ...(values['no-static'] ? [] : [{ kind: 'static' } as const]),
  ...seeds.map((seed) => ({ kind: 'dynamic', seed }) as const),
];
const only = (values.only ?? '').split(',').filter(Boolean);
const targets = (await allTargets()).filter(
  (t) => !only.length || only.some((o) => t.name.includes(o) || t.url.includes(o)),
);

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

// The production build, its API at the default same-origin /api (the preview proxies it to Prism), its files origin
// the examples' host: the one `npm test` made (scripts/lib/production-build.ts), else one of its own.
const outDir = values['skip-build'] ? ownOutDir : productionBuild(ownOutDir);
if (!values['skip-build']) console.log(`production build in ${outDir} (${elapsed()})`);

/** Two slots, each a preview proxying /api to its own Prism port, so that the next run's Prism loads during this run. */
interface Slot {
  apiPort: number;
  origin: string;
  preview: Started;
  prism?: { started: Started; ready: Promise<void> };
}
async function openSlot(): Promise<Slot> {
  const apiPort = await freePort();
  const port = await freePort();
  const preview = startBin(
    'vite',
    [
      'preview',
      '--config',
      'scripts/bench/preview.config.ts',
      '--outDir',
      outDir,
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    {
      BENCH_API_TARGET: `http://127.0.0.1:${apiPort}`,
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/`, preview);
  return { apiPort, origin, preview };
}

function report(run: Run, result: PassResult): number {
  const failed = result.visits.filter((v) => v.problems.length);
  const pictures = [...result.refused].map(([origin, n]) => `${n} from ${origin}`).join(', ');
  console.log(
    `${failed.length ? '✗' : '✓'} ${runName(run)}: ${result.visits.length} visits, ${failed.length} with problems (${elapsed()})`,
  );
  if (pictures) console.log(`    pictures and frames refused by the built policy (not failed): ${pictures}`);
  for (const visit of failed) {
    console.log(`    [${visit.target.viewer}] ${visit.target.name} ${visit.target.url}`);
    for (const p of visit.problems) console.log(`      ${p.kind}: ${p.detail.replace(/\s+/g, ' ').slice(0, 400)}`);
  }
  return failed.length;
}

const slots = [await openSlot(), await openSlot()];
const browser = await chromium.launch({ executablePath: testChromiumPath(), args: FLAGS });
let failures = 0;
try {
  const launch = (index: number) => {
    const run = runs[index];
    const slot = slots[index % 2];
    if (run && slot) slot.prism = startPrism(run, slot.apiPort);
  };
  launch(0);
  for (const [index, run] of runs.entries()) {
    const slot = slots[index % 2]!;
    launch(index + 1);
    await slot.prism!.ready;
    failures += report(run, await pass(browser, slot.origin, FILES_ORIGIN, targets));
    await stop(slot.prism!.started);
  }
} finally {
  await browser.close();
  for (const slot of slots) {
    await stop(slot.prism?.started);
    await stop(slot.preview);
  }
}
console.log(
  failures
    ? `✗ conformance: ${failures} visits with problems (${elapsed()})`
    : `✓ conformance: ${runs.length} runs clean (${elapsed()})`,
);
process.exit(failures ? 1 : 0);
