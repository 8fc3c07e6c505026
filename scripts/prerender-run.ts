// The step after `vite build` (decision 0158): `tsx scripts/prerender-run.ts --mode <mode> --outDir <dir>` renders the
// signed-out pages into the build's files (scripts/prerender.ts). Every build runs it through scripts/lib/build-app.ts.
import { parseArgs } from 'node:util';
import { defaultOutDir } from './build-mode.ts';
import { prerenderBuild } from './prerender.ts';

const { values } = parseArgs({ options: { mode: { type: 'string' }, outDir: { type: 'string' } } });
const mode = values.mode ?? 'production';
// Alive until the pages are written: what React's renderer waits for holds no timer of its own.
const alive = setInterval(() => {}, 1000);
await prerenderBuild({ root: process.cwd(), mode, outDir: values.outDir ?? defaultOutDir(mode) });
clearInterval(alive);
// The pages' pending API calls (they never answer at build time) must not keep the process alive.
process.exit(0);
