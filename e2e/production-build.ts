import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createMockServer } from '../mocks/server';
import { fileIn, servedFile } from '../scripts/page-html-plugin';
import { buildProduction, sharedProductionBuild } from '../scripts/lib/production-build';
import { proxyApi } from './api-proxy';

/**
 * The production build (the installable app, decision 0024) for e2e/installable-app.spec.ts: the one `npm test` built,
 * else one in a directory of its own, served as a static host would (a page's own file, else app.html), with the
 * offline backend's HTTP server (mocks/server.ts) behind `/api`, the build's default API base. `nextVersion()` changes
 * the served worker script by one byte, as a deploy of a new version does. Nothing of the suite's demo build changes.
 */
export interface ProductionBuild {
  origin: string;
  nextVersion(): void;
  close(): Promise<void>;
}

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.mjs': 'text/javascript',
};

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

export async function startProductionBuild(): Promise<ProductionBuild> {
  const api = createMockServer();
  const apiPort = await api.listen(0);
  // The production bundle `npm test` built for its checks (read only), else one of its own.
  const shared = sharedProductionBuild();
  const outDir = shared ?? fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-production-'));
  if (!shared) buildProduction(outDir);
  let version = '';

  const app = http.createServer((request, response) => {
    if (proxyApi(request, response, apiPort)) return;
    const url = new URL(request.url ?? '/', 'http://x');
    const served = servedFile(url.pathname, fileIn(outDir));
    if (!served) {
      response.writeHead(404).end();
      return;
    }
    const found = path.join(outDir, served);
    const headers = {
      'Content-Type': types[path.extname(found)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    };
    if (path.basename(found) === 'sw.js') {
      response.writeHead(200, headers).end(`${fs.readFileSync(found, 'utf8')}${version}`);
      return;
    }
    response.writeHead(200, headers);
    fs.createReadStream(found).pipe(response);
  });
  const appPort = await listen(app);

  return {
    origin: `http://127.0.0.1:${appPort}`,
    nextVersion: () => {
      version += '\n// next version';
    },
    async close() {
      app.closeAllConnections();
      api.server.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => app.close(() => resolve())), api.close()]);
      if (!shared) fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
