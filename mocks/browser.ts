// The offline backend in the browser: a service worker answering under the app's API base ('/api'). The app paints
// without waiting for it; its API client waits for `startMockBackend` instead (src/main.tsx).
import { setupWorker } from 'msw/browser';
import { Db, type DataSet } from './db';
import { localStorageState } from './browser-storage';
import { createHandlers } from './handlers';
import { completeCheckout, settleTransfer } from './handlers/wallet';
import { trackAborts } from './lib/abort-tracking';
import { parseFaults, setFaults } from './lib/faults';
import { readOutbox, type OutboxMail } from './lib/outbox';

export type { DataSet } from './db';

const FAULTS_KEY = 'demo-backend-faults';

let started = false;
let markRunning: (db: Promise<Db>) => void = () => {};
/** The store once the backend runs; callers before the start (the mock checkout page on its first paint) wait. */
const running = new Promise<Db>((resolve) => (markRunning = resolve));

export interface BrowserBackendOptions {
  /** A change could not be saved (browser storage full): it stays in this tab's memory only. */
  onSaveFailed?: () => void;
}

/**
 * Starts the worker. `?mockFaults=POST /booking/*\/cancel=500@2000` (see lib/faults.ts) sets faults for this tab;
 * `?demoData=large` switches to the large data set (mocks/README.md), `?demoData=default` back.
 */
export function startMockBackend(baseUrl: string, options: BrowserBackendOptions = {}): Promise<void> {
  if (!started) {
    started = true;
    markRunning(start(baseUrl, options));
  }
  return running.then(() => undefined);
}

async function start(baseUrl: string, options: BrowserBackendOptions): Promise<Db> {
  const params = new URL(window.location.href).searchParams;
  const fromUrl = params.get('mockFaults');
  if (fromUrl !== null) window.sessionStorage.setItem(FAULTS_KEY, fromUrl);
  try {
    setFaults(parseFaults(window.sessionStorage.getItem(FAULTS_KEY) ?? ''));
  } catch (error) {
    console.warn(`[mocks] ?mockFaults ignored: ${String(error)}`);
    setFaults([]);
  }
  const requested = params.get('demoData');
  const dataSet: DataSet | undefined = requested === 'large' || requested === 'default' ? requested : undefined;
  const db = new Db({ storage: localStorageState(), dataSet, onSaveFailed: options.onSaveFailed });
  const worker = setupWorker(...createHandlers({ db, baseUrl, wasAborted: trackAborts(baseUrl).wasAborted }));
  // demo-worker.js hands only the API's requests to MSW; the page's own files do not wait for this tab.
  const workerUrl = `/demo-worker.js?api=${encodeURIComponent(new URL(baseUrl, window.location.href).href)}`;
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: workerUrl } });
  // For tests and scripts that call the backend themselves: it answers from now on.
  document.documentElement.dataset.demoBackend = 'ready';
  return db;
}

const runningDb = (): Promise<Db> => running;

/** Restores a seed (the dev menu's "Reset demo data", and its large data set). */
export async function resetDemoData(dataSet: DataSet = 'default'): Promise<void> {
  const db = await runningDb();
  await db.exclusive(async () => db.reset(dataSet));
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

function checkoutOf(store: Db, reference: string): MockCheckout | null {
  const payment = store.state.payments.find((p) => p.reference === reference);
  if (!payment) return null;
  const booking = store.state.bookings.find((b) => b.identifier === payment.bookingIdentifier);
  return {
    reference: payment.reference,
    purpose: payment.purpose,
    status: payment.status,
    amount: payment.amount,
    currencyCode: payment.currencyCode,
    bookingIdentifier: payment.bookingIdentifier,
    therapyName: booking?.therapyCategory.name ?? null,
    providerName: booking ? [booking.provider.title, booking.provider.firstName, booking.provider.lastName].filter(Boolean).join(' ') : null,
  };
}

/** The mock checkout page reads its payment straight from the store (null for an unknown reference). */
export async function getMockCheckout(reference: string): Promise<MockCheckout | null> {
  const store = await runningDb();
  store.sync();
  return checkoutOf(store, reference);
}

/** The mock checkout's Pay / Decline: completes the payment as the card provider would (throws a MockHttpError on a conflict). */
export async function completeMockCheckout(reference: string, outcome: 'success' | 'failed'): Promise<MockCheckout | null> {
  const store = await runningDb();
  return store.exclusive(async () => {
    store.sync();
    try {
      completeCheckout(store, reference, outcome);
    } finally {
      store.save();
    }
    return checkoutOf(store, reference);
  });
}

/** The dev menu's outbox: every mail the offline backend "sent", newest first. */
export async function readDemoOutbox(): Promise<OutboxMail[]> {
  const store = await runningDb();
  store.sync();
  return readOutbox(store);
}

/**
 * The dev menu's "Settle transfer": a bank transfer to the signed-in client's virtual account arrives (credits the
 * wallet, records the transaction, sends the "top-up complete" mail). False when the token is not a client's with a
 * virtual account.
 */
export async function settleDemoTransfer(token: string): Promise<boolean> {
  const store = await runningDb();
  return store.exclusive(async () => {
    store.sync();
    const session = store.state.tokens.find((t) => t.token === token);
    if (!session || !store.state.virtualAccounts[session.userIdentifier]) return false;
    settleTransfer(store, session.userIdentifier);
    store.save();
    return true;
  });
}
