// The prerender's own process (scripts/prerender-plugin.ts): `tsx scripts/prerender-run.ts '<job as JSON>'`.
import { prerenderInto, type PrerenderJob } from './prerender-plugin.ts';

// Alive until the pages are written: what React's renderer waits for holds no timer of its own.
const alive = setInterval(() => {}, 1000);
await prerenderInto(JSON.parse(process.argv[2] ?? '') as PrerenderJob);
clearInterval(alive);
// The pages' pending API calls (they never answer at build time) must not keep the process alive.
process.exit(0);
