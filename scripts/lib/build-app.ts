// The one way every bundle is built (decision 0158): `npm run build`, `npm run build:demo`, the production build the
// checks share, the e2e server's build and both sides of the paired bench. The route tree, `vite build`, then the step
// that prerenders the signed-out pages into the build (scripts/prerender-run.ts): in a process of its own, after
// the build, as it hangs the bundler when started from inside it.
import fs from 'node:fs';
import path from 'node:path';
import { defaultOutDir } from '../build-mode';
import { repoRoot, runBin } from './run';

export const PRERENDER_STEP = 'scripts/prerender-run.ts';

export interface BuildAppOptions {
  /** The checkout to build (the bench's base worktree too); this one unless given. */
  root?: string;
  mode?: string;
  outDir?: string;
  /** More of `vite build`'s options (`--manifest`, `--logLevel warn`, …). */
  viteArgs?: string[];
  env?: Record<string, string>;
}

/**
 * Builds a checkout as its build script does. A checkout from before the prerender step (the bench's base at an older
 * ref) has no such step: its build ends with `vite build`, as it did then.
 */
export function buildApp(options: BuildAppOptions = {}): string {
  const { root = repoRoot, mode = 'production', viteArgs = [], env } = options;
  const outDir = options.outDir ?? defaultOutDir(mode);
  const output = [
    runBin('tsr', ['generate'], { root }),
    runBin('vite', ['build', '--mode', mode, '--outDir', outDir, ...viteArgs], { root, env }),
  ];
  if (fs.existsSync(path.join(root, PRERENDER_STEP)))
    output.push(runBin('tsx', [PRERENDER_STEP, '--mode', mode, '--outDir', outDir], { root, env }));
  return output.join('');
}
