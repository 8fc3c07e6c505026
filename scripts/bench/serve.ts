// Building and serving the two bundles: `vite build` (production, dist/) and `vite build --mode demo`
// (offline backend in a service worker, dist-demo/), each served by `vite preview` on a free port of 127.0.0.1.
import path from 'node:path';
import { buildProduction, sharedProductionBuild } from '../lib/production-build';
import { repoRoot, runBin } from '../lib/run';
import type { BuildName, DataSetName } from './options';
import { freePort, startBin, stop, waitForHttp, type Started } from './processes';

export const buildModes: Record<BuildName, { mode: string; outDir: string }> = {
  prod: { mode: 'production', outDir: path.join(repoRoot, 'dist') },
  demo: { mode: 'demo', outDir: path.join(repoRoot, 'dist-demo') },
};

/** Builds one bundle; the production one is the bundle `npm test` builds, and is reused when it built it in dist/. */
export function build(name: BuildName): void {
  if (name === 'demo') runBin('vite', ['build', '--mode', buildModes.demo.mode]);
  else if (sharedProductionBuild() !== buildModes.prod.outDir) buildProduction(buildModes.prod.outDir);
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
export async function serve(name: BuildName, data: DataSetName = 'default'): Promise<Served> {
  const started: Started[] = [];
  const close = async () => {
    for (const s of started.reverse()) await stop(s);
  };
  try {
    const env: NodeJS.ProcessEnv = {};
    if (name === 'prod') {
      const apiPort = await freePort();
      const api = startBin('tsx', ['mocks/server.ts'], { PORT: String(apiPort), MOCK_DATA: data });
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
