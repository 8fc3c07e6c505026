// npm run mock:server — the offline backend as a standalone HTTP server on 127.0.0.1 (PORT, default 4010), with the
// API's paths at its root as on the real API host, and CORS for the app's origin.
import http from 'node:http';
import { getResponse } from 'msw';
import { Db, type DataSet } from './db';
import { createHandlers } from './handlers';
import { parseFaults, setFaults } from './lib/faults';

export function createMockServer(options: { origin?: string; dataSet?: DataSet } = {}) {
  const db = new Db({ dataSet: options.dataSet });
  let handlers: ReturnType<typeof createHandlers> = [];
  const server = http.createServer(async (req, res) => {
    const allowOrigin = options.origin ?? req.headers.origin ?? '*';
    const cors = {
      'Access-Control-Allow-Origin': allowOrigin,
      'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization,Content-Type,Accept,X-Origin-Domain,X-Language,X-Locale,X-CountryCode',
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const request = new Request(`http://127.0.0.1:${port}${req.url ?? '/'}`, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v] as [string, string]])),
      body,
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      res.writeHead(404, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ message: `No such call: ${req.method} ${req.url}`, code: 'NOT_FOUND' }));
      return;
    }
    const headers: Record<string, string> = { ...cors };
    response.headers.forEach((v, k) => (headers[k] = v));
    res.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()));
  });
  return {
    db,
    server,
    async listen(port: number, host = '127.0.0.1'): Promise<number> {
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      handlers = createHandlers({ db, baseUrl: `http://127.0.0.1:${actual}` });
      return actual;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  setFaults(parseFaults(process.env.MOCK_FAULTS ?? ''));
  const mock = createMockServer({ origin: process.env.CORS_ORIGIN, dataSet: process.env.MOCK_DATA === 'large' ? 'large' : undefined });
  const port = await mock.listen(Number(process.env.PORT ?? 4010));
  console.log(`Mock API listening on http://127.0.0.1:${port} (demo client: client@example.com / Passw0rd!)`);
}
