import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/run.ts';
import { productionBuild } from './lib/production-build.ts';
import { DEMO_PASSWORD } from '../mocks/data/ids.ts';
import { areas, demoAreas } from '../src/lib/i18n/messages/index.ts';
import { featureCatalogFiles, readFeatureCatalog } from './feature-messages.ts';
import { demoMarkers, filesCarrying } from './size/demo-text.ts';
import { chunkWeight, frameworkChunk, initialChunks, weigh, type Manifest } from './size/initial-js.ts';
import { FRAMEWORK_LIMIT, onTopLimit } from './size/limits.ts';
import { routesOfTree } from './size/routes.ts';

/**
 * `npm run check:size`: reads the production bundle (built once by `npm test`, else here) and fails when the framework
 * chunk or a route's initial JS (gzip) on top of it is over the one rule of scripts/size/limits.ts (decision 0032).
 * Bytes, not timings, so the check is the same on every machine. The routes come from the generated route tree, each
 * with its layouts' files and its own; every route's loader travels with its page (decision 0074), a feature's
 * messages with its chunks (decision 0020), and the generated API is one module per operation (decision 0088).
 */
const { routes, files: treeFiles } = routesOfTree(repoRoot);

function routeFilesOnDisk(dir = path.join(repoRoot, 'src/routes')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFilesOnDisk(full) : [path.relative(repoRoot, full)];
  });
}

// A route file the generated tree does not name would go unweighed.
const known = new Set(treeFiles);
const unknown = routeFilesOnDisk().filter((file) => !known.has(file));
if (unknown.length > 0) {
  console.error(`Route files missing from src/routeTree.gen.ts (run \`npx tsr generate\`): ${unknown.join(', ')}`);
  process.exit(1);
}

// main.tsx loads the active locale's start part of the messages (decision 0020) before the first render. English, the
// default, is counted. A first visit also renders the cookie banner with the page (decision 0074): counted, as a new
// visitor loads it.
const startup = ['virtual:messages/en/start', 'src/features/consent/ConsentBar.tsx'];
// English messages of the features a page's chunks hold, which those chunks load before they run (decision 0020).
const featureParts = new Set(
  [...featureCatalogFiles(repoRoot).keys()].map((feature) => `virtual:messages/en/${feature}`),
);

// The build `npm test` made (scripts/lib/production-build.ts), else one of its own; SIZE_BUILD_DIR: a build directory
// of one's own, for checkouts that share node_modules.
const outDir = productionBuild(
  process.env.SIZE_BUILD_DIR
    ? path.resolve(process.env.SIZE_BUILD_DIR)
    : path.join(repoRoot, 'node_modules/.size-build'),
);
const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

// The demo tools' text, and the demo password among it, would tell a visitor of a real deployment how to sign in to
// demo accounts: none of it may be in any file of the production build (decision 0020).
const featureTexts = (
  await Promise.all(
    [...featureCatalogFiles(repoRoot)].map(([feature, file]) =>
      readFeatureCatalog(repoRoot, feature, file, ['en', 'de']),
    ),
  )
).flatMap(({ messages }) => Object.values(messages).flatMap((texts) => Object.values(texts)));
const demoText = filesCarrying(outDir, demoMarkers({ areas, demoAreas, featureTexts, password: DEMO_PASSWORD }));
if (demoText.length > 0) {
  console.error(
    `The production bundle carries the demo tools' text (mock-only text belongs to the demo area):\n  ${demoText.join('\n  ')}`,
  );
  process.exit(1);
}

const KiB = 1024;
const kib = (bytes: number) => (bytes / KiB).toFixed(1).padStart(7);
const frameworkKey = frameworkChunk(manifest);
const framework = chunkWeight(manifest, frameworkKey, outDir);
let over = framework > FRAMEWORK_LIMIT ? 1 : 0;
console.log(
  `Framework chunk (${manifest[frameworkKey]!.file}): ${kib(framework).trim()} KiB gzip, limit ${kib(FRAMEWORK_LIMIT).trim()}${over ? '  OVER' : ''}`,
);
console.log('route                              total  framework   on top    limit     CSS  files');
for (const route of routes) {
  const initial = initialChunks(manifest, route.files, startup, featureParts);
  if (!initial.has(frameworkKey)) throw new Error(`${route.path} does not load the framework chunk before it renders`);
  const weight = weigh(manifest, initial, outDir);
  const onTop = weight.js - framework;
  const limit = onTopLimit(route.path);
  const fails = onTop > limit;
  if (fails) over += 1;
  console.log(
    `${route.path.padEnd(32)} ${kib(weight.js)}    ${kib(framework)}  ${kib(onTop)}  ${kib(limit)}${fails ? ' OVER' : '     '} ${kib(weight.css).slice(1)} ${String(weight.files).padStart(6)}`,
  );
}
if (over > 0) {
  console.error(
    `${over} over the size rule (framework ≤ ${kib(FRAMEWORK_LIMIT).trim()} KiB; on top of it ≤ ${kib(onTopLimit('/')).trim()} KiB on /, ≤ ${kib(onTopLimit('/x/')).trim()} KiB elsewhere; gzip). Move what the page shows only later into a lazy chunk (decision 0032).`,
  );
  process.exit(1);
}

console.log('The framework chunk and every route are within the size rule.');
