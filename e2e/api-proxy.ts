import http from 'node:http';

/**
 * A host's proxy for the builds made by the e2e files (e2e/production-build.ts, e2e/sentry-build.ts): a request under
 * `/api/` goes to the offline backend's HTTP server (mocks/server.ts) on `apiPort`, the build's default API base.
 * Returns false for any other path, which the caller serves.
 */
export function proxyApi(request: http.IncomingMessage, response: http.ServerResponse, apiPort: number): boolean {
  const url = new URL(request.url ?? '/', 'http://x');
  if (!url.pathname.startsWith('/api/')) return false;
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: apiPort,
      method: request.method,
      path: `${url.pathname.slice(4)}${url.search}`,
      headers: request.headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.destroy());
  request.pipe(upstream);
  return true;
}
