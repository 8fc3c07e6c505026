// npm run mock:server — the offline backend as a standalone HTTP server on 127.0.0.1 (PORT, default 4010), with the
// API's paths at its root as on the real API host, and CORS for the app's origin. It never dies on a request:
// refusals (lib/node-http.ts) and handler failures are answered with the contract's error body.
import http from 'node:http';
import { getResponse } from 'msw';
import { Db, type DataSet } from './db';
import { createHandlers } from './handlers';
import { parseFaults, setFaults } from './lib/faults';
import type { Socket } from 'node:net';
import {
  ALLOWED_METHODS,
  answerClientError,
  answerRaw,
  checkMockControlRequest,
  isMockControlPath,
  readBody,
  requestPath,
  RequestRefused,
  SECURITY_HEADERS,
  sendError,
} from './lib/node-http';

function corsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,OPTIONS',
    'Access-Control-Allow-Headers':
      'Authorization,Content-Type,Accept,X-Origin-Domain,X-Language,X-Locale,X-CountryCode,Idempotency-Key',
    'Access-Control-Expose-Headers': 'Idempotent-Replayed,Retry-After',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

export function createMockServer(options: { origin?: string; dataSet?: DataSet } = {}) {
  const db = new Db({ dataSet: options.dataSet });
  let handlers: ReturnType<typeof createHandlers> = [];
  let base = 'http://127.0.0.1';

  async function answer(req: http.IncomingMessage, res: http.ServerResponse, cors: Record<string, string>) {
    const path = requestPath(req);
    if (isMockControlPath(path)) {
      // No CORS for the mock controls (errors included): another origin's page can neither call nor read them.
      for (const key of Object.keys(cors)) delete cors[key];
      checkMockControlRequest(req);
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, ...SECURITY_HEADERS }).end();
      return;
    }
    const body = await readBody(req);
    // A client that gives up (closes the connection) before the answer aborts the request: a handler still waiting
    // (an injected latency) then changes nothing.
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    let request: Request;
    try {
      request = new Request(`${base}${path}`, {
        method: req.method,
        signal: gone.signal,
        headers: Object.entries(req.headers).flatMap(([k, v]) =>
          v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v] as [string, string]],
        ),
        body,
      });
    } catch {
      throw new RequestRefused(400, 'The request could not be read.', 'MALFORMED_REQUEST');
    }
    const response = await getResponse(handlers, request);
    if (!response)
      throw new RequestRefused(404, `No such call: ${req.method} ${new URL(request.url).pathname}`, 'NOT_FOUND');
    // Lower-case names, so that a handler's own header (a file's CSP) replaces the default instead of doubling it.
    const headers = Object.fromEntries(
      Object.entries({ ...cors, ...SECURITY_HEADERS }).map(([k, v]) => [k.toLowerCase(), v]),
    );
    response.headers.forEach((v, k) => (headers[k] = v));
    res.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()));
    // A reset drops every uploaded file: give their memory back now rather than at V8's next collection, which an
    // idle server may not run for a long time (`npm run mock:server` starts Node with --expose-gc).
    if (response.ok && req.method === 'POST' && new URL(request.url).pathname === '/__mock/reset')
      setImmediate(() => globalThis.gc?.());
  }

  const server = http.createServer((req, res) => {
    const cors = corsHeaders(options.origin ?? req.headers.origin ?? '*');
    req.on('error', () => res.destroy());
    answer(req, res, cors).catch((error: unknown) => {
      if (error instanceof RequestRefused) return sendError(res, cors, error);
      console.error('[mock:server] request failed', error);
      sendError(res, cors, new RequestRefused(500, 'Internal mock error', 'INTERNAL_ERROR'));
    });
  });
  server.on('clientError', answerClientError);
  // CONNECT never reaches the request handler: refuse it the same way (this server is no proxy).
  server.on('connect', (_req: http.IncomingMessage, socket: Socket) =>
    answerRaw(
      socket,
      '405 Method Not Allowed',
      { message: 'Method CONNECT is not allowed.', code: 'METHOD_NOT_ALLOWED' },
      { Allow: ALLOWED_METHODS.join(', ') },
    ),
  );

  return {
    db,
    server,
    async listen(port: number, host = '127.0.0.1'): Promise<number> {
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      base = `http://127.0.0.1:${actual}`;
      handlers = createHandlers({ db, baseUrl: base });
      return actual;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    setFaults(parseFaults(process.env.MOCK_FAULTS ?? ''));
  } catch (error) {
    console.error(`MOCK_FAULTS: ${String(error)}`);
    process.exit(1);
  }
  const mock = createMockServer({
    origin: process.env.CORS_ORIGIN,
    dataSet: process.env.MOCK_DATA === 'large' ? 'large' : undefined,
  });
  const port = await mock.listen(Number(process.env.PORT ?? 4010));
  console.log(`Mock API listening on http://127.0.0.1:${port} (demo client: client@example.com / Passw0rd!)`);
}
