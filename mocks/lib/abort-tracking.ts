// In the browser the service worker hands each request to the handlers without the caller's abort signal, so a
// request the app aborted (a closed dialog, a timeout) would still be applied after an injected latency. This tags
// every API request the page makes with an id and remembers the ids whose caller aborted them; the router asks.
export const MOCK_REQUEST_ID = 'X-Mock-Request-Id';

export function trackAborts(baseUrl: string): { wasAborted: (request: Request) => boolean } {
  const aborted = new Set<string>();
  const apiPrefix = new URL(baseUrl || '/', window.location.origin).href.replace(/\/$/, '') + '/';
  const send = window.fetch.bind(window);
  let counter = 0;
  window.fetch = (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(apiPrefix)) return send(input, init);
    counter += 1;
    const id = `${Date.now().toString(36)}-${counter}`;
    request.signal.addEventListener('abort', () => aborted.add(id), { once: true });
    const headers = new Headers(request.headers);
    headers.set(MOCK_REQUEST_ID, id);
    return send(new Request(request, { headers }));
  };
  return {
    wasAborted: (request) => {
      const id = request.headers.get(MOCK_REQUEST_ID);
      return id !== null && aborted.has(id);
    },
  };
}
