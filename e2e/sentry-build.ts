import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createMockServer } from '../mocks/server';
import { buildApp } from '../scripts/lib/build-app';
import { fileIn, servedFile } from '../scripts/page-html-plugin';
import { proxyApi } from './api-proxy';

/**
 * A production build with error reporting on, for e2e/error-reporting.spec.ts: an ingest server of its own that
 * records every envelope (the DSN points at it), the build made with that DSN, and a static server for the build (on
 * another origin, as Sentry is) with the offline backend's HTTP server behind `/api`. Nothing of the suite's demo
 * build changes.
 */
export interface SentryBuild {
  /** The app's origin. */
  origin: string;
  /** Every envelope received so far, as text. */
  envelopes: string[];
  close(): Promise<void>;
}

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

export async function startSentryBuild(): Promise<SentryBuild> {
  const envelopes: string[] = [];
  const ingest = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST') envelopes.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        'Content-Type': 'application/json',
      });
      response.end('{}');
    });
  });
  const ingestPort = await listen(ingest);

  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-sentry-'));
  buildApp({
    outDir,
    viteArgs: ['--emptyOutDir', '--logLevel', 'warn'],
    env: { VITE_SENTRY_DSN: `http://public@127.0.0.1:${ingestPort}/1` },
  });
  const api = createMockServer();
  const apiPort = await api.listen(0);
  const app = http.createServer((request, response) => {
    if (proxyApi(request, response, apiPort)) return;
    const served = servedFile(new URL(request.url ?? '/', 'http://x').pathname, fileIn(outDir));
    if (!served) {
      response.writeHead(404).end();
      return;
    }
    const found = path.join(outDir, served);
    response.writeHead(200, { 'Content-Type': types[path.extname(found)] ?? 'application/octet-stream' });
    fs.createReadStream(found).pipe(response);
  });
  const appPort = await listen(app);

  const stop = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    origin: `http://127.0.0.1:${appPort}`,
    envelopes,
    async close() {
      app.closeAllConnections();
      ingest.closeAllConnections();
      api.server.closeAllConnections();
      await Promise.all([stop(app), stop(ingest), api.close()]);
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
