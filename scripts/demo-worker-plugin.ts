// Serves and emits /demo-worker.js, the demo's service worker: mocks/worker/backend.ts bundled into one classic script
// (every browser runs a classic worker), with the offline backend's handlers inside it (decision 0003). The dev
// server builds it again when a file under mocks/ or generated/ changes.
import path from 'node:path';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

export const DEMO_WORKER_FILE = 'demo-worker.js';
const entry = path.resolve(import.meta.dirname, '../mocks/worker/backend.ts');

export async function demoWorkerSource(minify = true): Promise<string> {
  const result = await build({
    input: entry,
    platform: 'browser',
    write: false,
    logLevel: 'warn',
    output: { format: 'iife', minify, codeSplitting: false },
  });
  const [chunk] = result.output;
  if (chunk?.type !== 'chunk') throw new Error('demo-worker: rolldown wrote no chunk');
  return chunk.code;
}

export function demoWorker(): Plugin {
  let source: Promise<string> | undefined;
  return {
    name: 'demo-worker',
    configureServer(server) {
      const sourceRoots = ['mocks', 'generated'].map((dir) => path.resolve(server.config.root, dir) + path.sep);
      server.watcher.on('all', (_event, file) => {
        if (sourceRoots.some((root) => file.startsWith(root))) source = undefined;
      });
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${DEMO_WORKER_FILE}`) return next();
        (source ??= demoWorkerSource(false)).then(
          (code) => {
            response.setHeader('Content-Type', 'text/javascript');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(code);
          },
          (error: unknown) => {
            source = undefined;
            next(error);
          },
        );
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: DEMO_WORKER_FILE, source: await demoWorkerSource() });
    },
  };
}
