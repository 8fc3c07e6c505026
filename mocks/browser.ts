// The offline backend in the browser: a service worker answering under the app's API base ('/api').
import { setupWorker } from 'msw/browser';
import { Db, localStorageState } from './db';
import { createHandlers } from './handlers';
import { parseFaults, setFaults } from './lib/faults';

const FAULTS_KEY = 'demo-backend-faults';

let db: Db | undefined;

/** Starts the worker. `?mockFaults=POST /booking/*\/cancel=500@2000` (see lib/faults.ts) sets faults for this tab. */
export async function startMockBackend(baseUrl: string): Promise<void> {
  const fromUrl = new URL(window.location.href).searchParams.get('mockFaults');
  if (fromUrl !== null) window.sessionStorage.setItem(FAULTS_KEY, fromUrl);
  setFaults(parseFaults(window.sessionStorage.getItem(FAULTS_KEY) ?? ''));
  db = new Db(localStorageState());
  const worker = setupWorker(...createHandlers({ db, baseUrl }));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } } as never);
}

/** Restores the seed (the dev menu's "Reset demo data"). */
export function resetDemoData(): void {
  db?.reset();
}
