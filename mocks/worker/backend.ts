/// <reference lib="webworker" />
// The demo's offline backend, run in its service worker (/demo-worker.js, built by scripts/demo-worker-plugin.ts):
// the handlers answer the API's requests here, off every page's main thread, from one store for all the browser's
// tabs, kept in IndexedDB (decision 0003). Any request outside the API goes to the network as if there were no worker.
import './memory-local-storage';
import { Db } from '../db';
import { createHandlers } from '../handlers';
import { answerApiRequest } from '../lib/request-target';
import { openIdbState, type IdbState } from './idb-state';
import { NOW_HEADER, REQUEST_ID_HEADER, UNMODELLED_HEADER, type WorkerMessage, type WorkerNotice } from './protocol';
import { CLIENT_HEADER, TabFaults } from './tab-faults';

declare const self: ServiceWorkerGlobalScope;

const api = new URL(self.location.href).searchParams.get('api')?.replace(/\/+$/, '') || `${self.location.origin}/api`;
const isApi = (url: string) => url === api || url.startsWith(`${api}/`) || url.startsWith(`${api}?`);

const tell = (notice: WorkerNotice) =>
  self.clients.matchAll({ type: 'window' }).then((clients) => clients.forEach((client) => client.postMessage(notice)));

const faults = new TabFaults();
/** Ids of requests whose caller aborted them (the newest 500). */
const aborted = new Set<string>();

interface Backend {
  db: Db;
  handlers: ReturnType<typeof createHandlers>;
  idb: IdbState;
}

/** How far the calling page's clock is from this worker's, from the page's `Date.now()` (NOW_HEADER); 0 without it. */
const offsetOf = (pageNow: string | number | null | undefined) => {
  const now = Number(pageNow ?? NaN);
  return Number.isFinite(now) ? now - Date.now() : 0;
};

let backend: Promise<Backend> | undefined;
/** The store, seeded on the page's clock if nothing usable is stored (`clockOffset`: see offsetOf). */
const started = (clockOffset: number) =>
  (backend ??= openIdbState(() => void tell({ type: 'save-failed' })).then((idb) => {
    const db = new Db({ storage: idb.storage, files: idb.files, now: Date.now() + clockOffset });
    const handlers = createHandlers({
      db,
      baseUrl: api,
      faults,
      wasAborted: (request) => aborted.has(request.headers.get(REQUEST_ID_HEADER) ?? ''),
    });
    return { db, idb, handlers };
  }));

async function answer(event: FetchEvent): Promise<Response> {
  const clockOffset = offsetOf(event.request.headers.get(NOW_HEADER));
  const { db, handlers, idb } = await started(clockOffset);
  // A call without the page's clock (a test's own fetch) keeps the clock of the page's last call.
  if (event.request.headers.has(NOW_HEADER)) db.followClock(Date.now() + clockOffset);
  const headers = new Headers(event.request.headers);
  headers.set(CLIENT_HEADER, event.clientId);
  const request = new Request(event.request, { headers });
  if (request.method === 'PUT' && request.url === `${api}/__mock/storage-full`) {
    // Mock-only, for tests: every save fails as on a full disk until `{ "full": false }` (see idb-state.ts).
    const { full } = (await request.json()) as { full?: unknown };
    idb.simulateFull(full === true);
    return Response.json({ full: full === true });
  }
  try {
    // What no stateful handler answers is a 404 marked unmodelled: the page then asks the generated handlers
    // (mocks/browser.ts), and keeps the 404 if none has it.
    return await answerApiRequest(handlers, request, api, UNMODELLED_HEADER);
  } finally {
    event.waitUntil(idb.flushed());
  }
}

async function handleMessage(message: WorkerMessage): Promise<unknown> {
  if (message.type === 'claim') return self.clients.claim();
  if (message.type === 'aborted') {
    aborted.add(message.id);
    if (aborted.size > 500) aborted.delete(aborted.values().next().value ?? '');
    return undefined;
  }
  const clockOffset = offsetOf(message.now);
  const { db } = await started(clockOffset);
  db.followClock(Date.now() + clockOffset);
  if (message.type === 'data-set' && db.dataSet !== message.dataSet) {
    const dataSet = message.dataSet;
    await db.exclusive(async () => db.reset(dataSet));
  }
  await db.ready;
  return { dataSet: db.dataSet };
}

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  if (isApi(event.request.url)) event.respondWith(answer(event));
});
self.addEventListener('message', (event) => {
  const port = event.ports[0];
  const reply = handleMessage(event.data as WorkerMessage).then(
    (result) => port?.postMessage({ ok: true, result }),
    (error: unknown) => port?.postMessage({ ok: false, error: String(error) }),
  );
  event.waitUntil(reply);
});
