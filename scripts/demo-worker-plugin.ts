// Serves and emits /demo-worker.js, the offline backend's service worker: mocks/worker/api-only.js followed by the
// installed msw package's mockServiceWorker.js, so the worker always matches the msw that the page runs (MSW checks it)
// and needs no second script to install (decision 0082).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

export const DEMO_WORKER_FILE = 'demo-worker.js';

/** The worker's first part, which keeps every request outside the API from MSW's listener. */
export const apiOnlyFilterSource = () => fs.readFileSync(new URL('../mocks/worker/api-only.js', import.meta.url), 'utf8');

export function demoWorkerSource(): string {
  const msw = fs.readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');
  return `${apiOnlyFilterSource()}\n${msw}`;
}

export function demoWorker(): Plugin {
  return {
    name: 'demo-worker',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${DEMO_WORKER_FILE}`) return next();
        response.setHeader('Content-Type', 'text/javascript');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(demoWorkerSource());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: DEMO_WORKER_FILE, source: demoWorkerSource() });
    },
  };
}
