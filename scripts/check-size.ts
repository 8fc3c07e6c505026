import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, runBin } from './lib/run.ts';
import { initialChunks, weigh, type Manifest } from './size/initial-js.ts';

/**
 * `npm run check:size`: builds the production bundle and fails when a route's initial JS (gzip) is over its budget.
 * Bytes, not timings, so the check is the same on every machine. Every route file needs a line here.
 */
const KiB = 1024;
const routes: { path: string; files: string[]; budget: number }[] = [
  { path: '/', files: ['src/routes/index.tsx'], budget: 110 * KiB },
  { path: '/login/', files: ['src/routes/login.tsx'], budget: 110 * KiB },
  { path: '/overview/', files: ['src/routes/_authenticated.tsx', 'src/routes/_authenticated/overview.tsx'], budget: 130 * KiB },
  { path: '/appointments/', files: ['src/routes/_authenticated.tsx', 'src/routes/_authenticated/appointments.tsx'], budget: 130 * KiB },
  { path: '/payment/{id}/', files: ['src/routes/_authenticated.tsx', 'src/routes/_authenticated/payment.$id.tsx'], budget: 130 * KiB },
  { path: '/therapists/{id}/', files: ['src/routes/therapists.$id.tsx'], budget: 130 * KiB },
  { path: '/privacy-policy/', files: ['src/routes/privacy-policy.tsx'], budget: 130 * KiB },
  { path: '/policy/client-cancellation/', files: ['src/routes/policy/client-cancellation.tsx'], budget: 130 * KiB },
  { path: '/policy/provider-cancellation/', files: ['src/routes/policy/provider-cancellation.tsx'], budget: 130 * KiB },
  { path: '/mock-checkout/', files: ['src/routes/mock-checkout.tsx'], budget: 130 * KiB },
];

function routeFilesOnDisk(dir = path.join(repoRoot, 'src/routes')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFilesOnDisk(full) : [path.relative(repoRoot, full)];
  });
}

const known = new Set([...routes.flatMap((r) => r.files), 'src/routes/__root.tsx']);
const unbudgeted = routeFilesOnDisk().filter((file) => !known.has(file));
if (unbudgeted.length > 0) {
  console.error(`Routes without a size budget (add them to scripts/check-size.ts): ${unbudgeted.join(', ')}`);
  process.exit(1);
}

// main.tsx loads the active locale's messages (its own chunk, decision 0020) before the first render; English, the
// default, is counted (German is about 1 KiB more).
const startup = ['virtual:messages/en'];

// SIZE_BUILD_DIR: a build directory of one's own, for checkouts that share node_modules.
const outDir = process.env.SIZE_BUILD_DIR ? path.resolve(process.env.SIZE_BUILD_DIR) : path.join(repoRoot, 'node_modules/.size-build');
runBin('vite', ['build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']);
const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

const kib = (bytes: number) => (bytes / KiB).toFixed(1).padStart(6);
let over = 0;
console.log('route                            initial JS (gzip KiB)  budget  CSS  files');
for (const route of routes) {
  const weight = weigh(manifest, initialChunks(manifest, route.files, startup), outDir);
  const fails = weight.js > route.budget;
  if (fails) over += 1;
  console.log(`${route.path.padEnd(32)} ${kib(weight.js)}${fails ? ' OVER' : '     '}            ${kib(route.budget)} ${kib(weight.css)} ${String(weight.files).padStart(4)}`);
}
if (over > 0) {
  console.error(`${over} route(s) over their initial-JS budget.`);
  process.exit(1);
}
console.log('Every route is within its initial-JS budget.');
