// Whether `npm run dev` pre-bundles, from a cold cache, every dependency the app can import: a dependency Vite first
// meets when a lazy chunk loads (a page, a modal) is optimised then, and the page reloads under its user ("optimized
// dependencies changed. reloading"). The dev server starts here with the project's config and an empty cache of its
// own, lets its dependency scan finish, then transforms every module of the app, which is what a browser visiting
// every route and opening every modal makes it do: each bare import the scan missed is registered as a new
// dependency, which this reports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger, createServer, type Logger } from 'vite';

export interface PrebundleReport {
  /** What the dependency scan pre-bundled from the cold cache. */
  prebundled: string[];
  /** Dependencies found only when a module was loaded: each would reload the page in `npm run dev`. */
  missed: string[];
  /** Warnings and errors the dev server logged (a failed scan skips pre-bundling altogether). */
  problems: string[];
}

/** The installable app's part, which only the production build has (`virtual:pwa-register`; decision 0024). */
const PRODUCTION_ONLY = /^\/src\/app\/pwa\//;

/** Every module of the app a browser can load in dev: the sources without tests, test helpers and type declarations. */
export function appModules(root: string): string[] {
  return fs
    .globSync('src/**/*.{ts,tsx}', { cwd: root })
    .filter((file) => !/\.test\.tsx?$|\.d\.ts$|^src[\\/]test[\\/]/.test(file))
    .map((file) => `/${file.split(path.sep).join('/')}`)
    .filter((url) => !PRODUCTION_ONLY.test(url))
    .sort();
}

function recordingLogger(problems: string[]): Logger {
  const logger = createLogger('warn', { allowClearScreen: false });
  const record = (message: string) => void problems.push(message);
  return { ...logger, warn: record, warnOnce: record, error: record, info: () => {} };
}

export async function checkDevPrebundle(root: string): Promise<PrebundleReport> {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vite-cold-cache-'));
  const problems: string[] = [];
  const server = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'development',
    cacheDir,
    customLogger: recordingLogger(problems),
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const client = server.environments.client;
    const optimizer = client.depsOptimizer;
    if (!optimizer) throw new Error('The dev server has no dependency optimiser.');
    await optimizer.init();
    await optimizer.scanProcessing;
    const known = () => [...Object.keys(optimizer.metadata.optimized), ...Object.keys(optimizer.metadata.discovered)];
    const prebundled = known().sort();
    for (const url of appModules(root)) await client.transformRequest(url);
    const missed = known()
      .filter((dep) => !prebundled.includes(dep))
      .sort();
    return { prebundled, missed, problems };
  } finally {
    await server.close();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  }
}
