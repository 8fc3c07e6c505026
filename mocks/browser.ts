// The offline backend in the browser. Its handlers run in a service worker (/demo-worker.js, worker/backend.ts), one
// for every tab, which answers under the app's API base ('/api'); this page-side part registers it, waits until it
// controls the page, and reaches its mock-only controls (decision 0003). The app paints without waiting for it; its
// API client waits for `startMockBackend` instead (src/app/boot/demo-backend.ts).
import type { DataSet } from './db';
import type { OutboxMail } from './lib/outbox';
import type { GeneratedFallback } from './generated-fallback';
import {
  DEFAULT_SEED,
  FAULTS_HEADER,
  NOW_HEADER,
  REQUEST_ID_HEADER,
  UNMODELLED_HEADER,
  type WorkerMessage,
  type WorkerNotice,
} from './worker/protocol';

export type { DataSet } from './db';

const FAULTS_KEY = 'demo-backend-faults';
/** `?demoData=generated`: every call answered by the generated handlers, with this seed (`&demoSeed=`). */
const GENERATED_KEY = 'demo-generated-seed';

let started = false;
let markRunning: (api: Promise<string>) => void = () => {};
/** The API base once the worker answers; callers before the start (the mock checkout page on its first paint) wait. */
const running = new Promise<string>((resolve) => (markRunning = resolve));
/** This tab's fault rules, sent with each API call. */
let faults = '';
const tabId = Math.random().toString(36).slice(2, 10);
let sent = 0;

export interface BrowserBackendOptions {
  /** A change could not be saved (browser storage full): it stays in the worker's memory only. */
  onSaveFailed?: () => void;
}

export interface MockBackend {
  /** For each API call of this tab: its fault rules and an id, and a word to the worker if its caller aborts it. */
  onSend: (headers: Headers, signal: AbortSignal) => void;
  /** Sends an API call: to the worker, or to the generated handlers (see `backendFetch`). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

/** The seed of the contract-random mode, or null when the stateful backend answers. */
function generatedSeed(): number | null {
  const stored = window.localStorage.getItem(GENERATED_KEY);
  return stored === null || !/^\d+$/.test(stored) ? null : Number(stored);
}

let fallback: Promise<GeneratedFallback> | undefined;
const generated = () =>
  (fallback ??= import('./generated-mock').then((m) => m.createGeneratedFallback(generatedSeed() ?? DEFAULT_SEED)));

/**
 * The worker answers what its stateful handlers model; a call they do not (an operation new in the contract) comes
 * back marked, and the generated handler answers it instead. In the contract-random mode the generated handlers
 * answer every call and the worker is not asked.
 */
async function backendFetch(url: string, init: RequestInit): Promise<Response> {
  if (generatedSeed() !== null) {
    const answer = await (await generated()).answer(new Request(url, init), { quiet: true });
    if (answer) return answer;
  }
  const response = await fetch(url, init);
  if (!response.headers.has(UNMODELLED_HEADER)) return response;
  return (await (await generated()).answer(new Request(url, init))) ?? response;
}

function onSend(headers: Headers, signal: AbortSignal): void {
  if (faults) headers.set(FAULTS_HEADER, faults);
  const id = `${tabId}.${(sent += 1)}`;
  headers.set(REQUEST_ID_HEADER, id);
  headers.set(NOW_HEADER, String(Date.now()));
  const tell = () => navigator.serviceWorker.controller?.postMessage({ type: 'aborted', id } satisfies WorkerMessage);
  signal.addEventListener('abort', tell, { once: true });
}

/**
 * Starts the worker. `?mockFaults=POST /booking/*\/cancel=500@2000` (see lib/faults.ts) sets faults for this tab;
 * `?demoData=large` switches to the large data set (mocks/README.md), `?demoData=default` back; `?demoData=generated`
 * (with `&demoSeed=N`) to the contract-random answers of the generated handlers.
 */
export function startMockBackend(baseUrl: string, options: BrowserBackendOptions = {}): Promise<MockBackend> {
  if (!started) {
    started = true;
    markRunning(start(new URL(baseUrl, window.location.href).href.replace(/\/+$/, ''), options));
  }
  return running.then(() => ({ onSend, fetch: backendFetch }));
}

async function readFaults(params: URLSearchParams): Promise<string> {
  const fromUrl = params.get('mockFaults');
  if (fromUrl !== null) window.sessionStorage.setItem(FAULTS_KEY, fromUrl);
  const text = window.sessionStorage.getItem(FAULTS_KEY) ?? '';
  if (!text.trim()) return '';
  const { parseFaults } = await import('./lib/faults');
  try {
    parseFaults(text);
    return text;
  } catch (error) {
    console.warn(`[mocks] ?mockFaults ignored: ${String(error)}`);
    return '';
  }
}

/**
 * The worker that controls this page: registered on a first visit (or a reload that bypassed the worker) and waited
 * for until it takes the page. A page it already controls uses it at once; a registration would wait behind the
 * update check the browser makes on every navigation.
 */
async function controlled(container: ServiceWorkerContainer, scriptPath: string): Promise<ServiceWorker> {
  const scriptUrl = new URL(scriptPath, window.location.href).href;
  if (container.controller?.scriptURL === scriptUrl) return container.controller;
  const registration = await container.register(scriptUrl, { scope: '/' });
  if (container.controller?.scriptURL === scriptUrl) return container.controller;
  const changed = new Promise<void>((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
  await container.ready;
  registration.active?.postMessage({ type: 'claim' } satisfies WorkerMessage);
  await changed;
  return container.controller ?? Promise.reject(new Error('The demo worker does not control this page'));
}

function ask(worker: ServiceWorker, message: WorkerMessage): Promise<unknown> {
  const channel = new MessageChannel();
  return new Promise((resolve, reject) => {
    channel.port1.onmessage = ({ data }: MessageEvent<{ ok: boolean; result?: unknown; error?: string }>) =>
      data.ok ? resolve(data.result) : reject(new Error(data.error));
    worker.postMessage(message, [channel.port2]);
  });
}

async function start(api: string, options: BrowserBackendOptions): Promise<string> {
  const params = new URL(window.location.href).searchParams;
  faults = await readFaults(params);
  const container = navigator.serviceWorker;
  container.addEventListener('message', ({ data }: MessageEvent<WorkerNotice>) => {
    if (data?.type === 'save-failed') options.onSaveFailed?.();
  });
  const worker = await controlled(container, `/demo-worker.js?api=${encodeURIComponent(api)}`);
  const requested = params.get('demoData');
  if (requested === 'generated') chooseGeneratedData(params.get('demoSeed'));
  const dataSet: DataSet | undefined = requested === 'large' || requested === 'default' ? requested : undefined;
  if (dataSet) window.localStorage.removeItem(GENERATED_KEY);
  const now = Date.now();
  await ask(worker, dataSet ? { type: 'data-set', dataSet, now } : { type: 'ready', now });
  // For tests and scripts that call the backend themselves: it answers from now on.
  document.documentElement.dataset.demoBackend = 'ready';
  return api;
}

/** Switches this browser to the contract-random answers (the dev menu's choice, `?demoData=generated`). */
export function chooseGeneratedData(seed: string | null = null): void {
  window.localStorage.setItem(GENERATED_KEY, seed !== null && /^\d+$/.test(seed) ? seed : String(DEFAULT_SEED));
}

/** A mock-only control of the worker (`/__mock/…`, handlers/index.ts); these are outside the API's contract. */
async function control(path: string, init: RequestInit = {}): Promise<Response> {
  const api = await running;
  return fetch(`${api}/__mock/${path}`, init);
}

/** Restores a seed (the dev menu's "Reset demo data", and its large data set). */
export async function resetDemoData(dataSet: DataSet = 'default'): Promise<void> {
  const response = await control(`reset?dataSet=${dataSet}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Reset failed: ${response.status}`);
  window.localStorage.removeItem(GENERATED_KEY);
}

/** What the mock card checkout page shows of a payment (mock-only, outside the contract). */
export interface MockCheckout {
  reference: string;
  purpose: 'topup' | 'booking';
  status: 'pending' | 'success' | 'failed';
  amount: number;
  currencyCode: string;
  bookingIdentifier: string | null;
  /** For a booking payment: the therapy and the provider's name. */
  therapyName: string | null;
  providerName: string | null;
}

/** The mock checkout page reads its payment (null for an unknown reference). */
export async function getMockCheckout(reference: string): Promise<MockCheckout | null> {
  const response = await control(`checkout/${encodeURIComponent(reference)}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Checkout failed: ${response.status}`);
  return (await response.json()) as MockCheckout;
}

/** The mock checkout's Pay / Decline: completes the payment as the card provider would (throws on a conflict). */
export async function completeMockCheckout(reference: string, outcome: 'success' | 'failed'): Promise<void> {
  const response = await control(`checkout/${encodeURIComponent(reference)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  if (!response.ok) throw new Error(`Checkout failed: ${response.status}`);
}

/** The dev menu's outbox: every mail the offline backend "sent", newest first. */
export async function readDemoOutbox(): Promise<OutboxMail[]> {
  const response = await control('outbox');
  return ((await response.json()) as { mails: OutboxMail[] }).mails;
}

/**
 * The dev menu's "Settle transfer": a bank transfer to the signed-in client's virtual account arrives (credits the
 * wallet, records the transaction, sends the "top-up complete" mail). False when the token is not a client's with a
 * virtual account.
 */
export async function settleDemoTransfer(token: string): Promise<boolean> {
  const response = await control('transfer/settle', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  return response.ok;
}
