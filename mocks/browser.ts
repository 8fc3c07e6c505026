// The offline backend in the browser: a service worker answering under the app's API base ('/api').
import { setupWorker } from 'msw/browser';
import { Db, localStorageState } from './db';
import { createHandlers } from './handlers';
import { completeCheckout } from './handlers/wallet';
import { parseFaults, setFaults } from './lib/faults';
import { readOutbox, type OutboxMail } from './lib/outbox';

const FAULTS_KEY = 'demo-backend-faults';

let db: Db | undefined;

/** Starts the worker. `?mockFaults=POST /booking/*\/cancel=500@2000` (see lib/faults.ts) sets faults for this tab. */
export async function startMockBackend(baseUrl: string): Promise<void> {
  const fromUrl = new URL(window.location.href).searchParams.get('mockFaults');
  if (fromUrl !== null) window.sessionStorage.setItem(FAULTS_KEY, fromUrl);
  setFaults(parseFaults(window.sessionStorage.getItem(FAULTS_KEY) ?? ''));
  db = new Db(localStorageState());
  const worker = setupWorker(...createHandlers({ db, baseUrl }));
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}

/** Restores the seed (the dev menu's "Reset demo data"). */
export function resetDemoData(): void {
  db?.reset();
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

function runningDb(): Db {
  if (!db) throw new Error('The offline backend is not running.');
  return db;
}

/** The mock checkout page reads its payment straight from the store (null for an unknown reference). */
export function getMockCheckout(reference: string): MockCheckout | null {
  const store = runningDb();
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

/** The mock checkout's Pay / Decline: completes the payment as the card provider would (throws a MockHttpError on a conflict). */
export function completeMockCheckout(reference: string, outcome: 'success' | 'failed'): MockCheckout | null {
  const store = runningDb();
  try {
    completeCheckout(store, reference, outcome);
  } finally {
    store.save();
  }
  return getMockCheckout(reference);
}

/** The dev menu's outbox: every mail the offline backend "sent", newest first. */
export function readDemoOutbox(): OutboxMail[] {
  return db ? readOutbox(db) : [];
}
