// Building and serving the two bundles: `vite build` (production, dist/) and `vite build --mode demo`
// (offline backend in a service worker, dist-demo/), each served by `vite preview` on a free port of 127.0.0.1.
// `root` is the checkout: this one, or the paired bench's base worktree, built and served by its own config.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../lib/build-app';
import { sharedProductionBuild } from '../lib/production-build';
import { repoRoot } from '../lib/run';
import type { BuildName, DataSetName } from './options';
import { freePort, startBin, stop, waitForHttp, type Started } from './processes';

const buildModes: Record<BuildName, { mode: string; dir: string }> = {
  prod: { mode: 'production', dir: 'dist' },
  demo: { mode: 'demo', dir: 'dist-demo' },
};

/** Where a checkout's build of `name` goes (the app's `build.outDir`). */
export function outDir(name: BuildName, root = repoRoot): string {
  return path.join(root, buildModes[name].dir);
}

/**
 * Builds `name` in a checkout as every build is made (scripts/lib/build-app.ts), or with `skip` only checks
 * that a build is there.
 */
export function prepareBuild(name: BuildName, skip: boolean, root = repoRoot): void {
  const dir = outDir(name, root);
  // The production bundle `npm test` built in dist/ is this checkout's: measured as it is.
  if (name === 'prod' && root === repoRoot && sharedProductionBuild() === dir) return;
  if (skip) {
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`--skip-build: ${dir} has no build`);
    return;
  }
  const where = root === repoRoot ? '' : ` in ${path.relative(repoRoot, root)}/`;
  console.log(`building ${name}${where} (--mode ${buildModes[name].mode})`);
  buildApp({ root, mode: buildModes[name].mode, outDir: buildModes[name].dir });
}

export interface Served {
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serves a build with `vite preview` (through scripts/bench/preview.config.ts, the app's config). The production
 * build has no backend of its own: it gets the standalone mock API (mocks/server.ts) behind the preview's `/api`,
 * so its signed-in routes load data as they would behind a real API, with no mock code in the bundle.
 */
export async function serve(name: BuildName, data: DataSetName = 'default', root = repoRoot): Promise<Served> {
  const started: Started[] = [];
  const close = async () => {
    for (const s of started.reverse()) await stop(s);
  };
  try {
    const env: NodeJS.ProcessEnv = {};
    if (name === 'prod') {
      const apiPort = await freePort();
      const api = startBin('tsx', ['mocks/server.ts'], { PORT: String(apiPort), MOCK_DATA: data }, root);
      started.push(api);
      await waitForHttp(`http://127.0.0.1:${apiPort}/`, api);
      env.BENCH_API_TARGET = `http://127.0.0.1:${apiPort}`;
    }
    const port = await freePort();
    const preview = startBin(
      'vite',
      [
        'preview',
        '--config',
        'scripts/bench/preview.config.ts',
        '--mode',
        buildModes[name].mode,
        '--port',
        String(port),
        '--strictPort',
        '--host',
        '127.0.0.1',
      ],
      env,
      root,
    );
    started.push(preview);
    const origin = `http://127.0.0.1:${port}`;
    await waitForHttp(`${origin}/`, preview);
    return { origin, close };
  } catch (error) {
    await close();
    throw error;
  }
}
