// The start of the demo's service worker (/demo-worker.js, which scripts/demo-worker-plugin.ts puts together from this
// file and the msw package's own mockServiceWorker.js): MSW answers the API's requests only. Every other request (the
// app's files, its styles, a page itself) goes to the network as if there were no worker, instead of a round trip
// through the page, whose main thread would only answer "pass through" (decision 0082).
const api = new URL(self.location.href).searchParams.get('api')?.replace(/\/+$/, '') || `${self.location.origin}/api`;

self.addEventListener('fetch', (event) => {
  const url = event.request.url;
  if (url !== api && !url.startsWith(`${api}/`) && !url.startsWith(`${api}?`)) event.stopImmediatePropagation();
});
