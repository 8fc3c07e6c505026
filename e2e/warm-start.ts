// A test that starts signed in skips the first visit's slow part: the login form, and the seed's password hashing
// in the demo worker. Each Playwright worker signs each demo account in once through the form, keeps what that left
// in the browser (the backend's state, localStorage, the cookies the sign-in set), and writes it into each new test's
// context before its first page load; the demo worker then starts from that state as after any reload.
import { test, type Browser, type BrowserContextOptions, type Cookie, type Page } from '@playwright/test';
import type { DemoState } from '../mocks/db';
import { writeState } from '../mocks/persist';
import { FILES_STORE } from '../mocks/worker/idb-files';
import { STATE_DB, STATE_DB_VERSION, STATE_STORE } from '../mocks/worker/idb-state';
import { e2eOrigin } from './ports';

interface WarmStart {
  cookies: Cookie[];
  localStorage: [string, string][];
  /** The demo worker's stored parts (mocks/persist.ts), as its IndexedDB store holds them. */
  stateParts: [string, string][];
}

/**
 * A seed is laid out around the moment it was made (mocks/data/clock.ts): a warm start older than this is taken again,
 * so that a test sees the seed's "in two hours" about as a first visit would.
 */
const MAX_AGE_MS = 5 * 60_000;
const taken = new Map<string, Promise<WarmStart>>();
const takenAt = new Map<string, number>();

/** Signs the account in on a page of a fresh context, as a first visit does. */
type ColdSignIn = (page: Page) => Promise<void>;

async function take(browser: Browser, signInCold: ColdSignIn): Promise<WarmStart> {
  const { storageState } = test.info().project.use as BrowserContextOptions;
  const context = await browser.newContext({ baseURL: e2eOrigin, storageState });
  try {
    const before = new Set((await context.cookies()).map((cookie) => cookie.name));
    const page = await context.newPage();
    await signInCold(page);
    const { state, localStorage } = await page.evaluate(async () => ({
      state: ((await (await fetch('/api/__mock/state')).json()) as { state: unknown }).state,
      localStorage: Object.entries(window.localStorage),
    }));
    const parts = new Map<string, string>();
    const storage = { read: () => null, write: (part: string, value: string) => parts.set(part, value) };
    writeState({ ...storage, saved: () => {}, exclusive: (work) => work() }, state as DemoState, new Map());
    return {
      cookies: (await context.cookies()).filter((cookie) => !before.has(cookie.name)),
      localStorage,
      stateParts: [...parts],
    };
  } finally {
    await context.close();
  }
}

function warmStartOf(browser: Browser, account: string, signInCold: ColdSignIn): Promise<WarmStart> {
  let warm = taken.get(account);
  if (!warm || Date.now() - (takenAt.get(account) ?? 0) > MAX_AGE_MS) {
    warm = take(browser, signInCold);
    taken.set(account, warm);
    takenAt.set(account, Date.now());
    // A failed sign-in is not kept: the next test tries again.
    warm.catch(() => taken.delete(account));
  }
  return warm;
}

/** An empty page of the app's origin, where the warm start is written before the app is ever loaded. */
const blankPath = '/__warm-start/';

/**
 * Writes `account`'s warm start into the page's context (`signInCold` takes it the first time in this Playwright
 * worker), then opens `at`; false when it signed in through `signInCold` instead (on the overview). The page must not
 * have loaded the app yet: its demo worker would hold a state of its own.
 */
export async function startSignedIn(
  page: Page,
  account: string,
  signInCold: ColdSignIn,
  at = '/overview/',
): Promise<boolean> {
  const browser = page.context().browser();
  if (!browser) throw new Error('A warm start needs the browser of the test');
  const blank = `${e2eOrigin}${blankPath}`;
  const serveBlank = (route: { fulfill: (r: { contentType: string; body: string }) => Promise<void> }) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Warm start</title>' });
  await page.route(blank, serveBlank);
  await page.goto(blank);
  // A page on a clock of its own (e2e/fixed-clock.ts) would find the warm state seeded at another time and seed anew,
  // signed out: it signs in through the form on its own clock.
  if (Math.abs((await page.evaluate(() => Date.now())) - Date.now()) > MAX_AGE_MS) {
    await page.unroute(blank, serveBlank);
    await signInCold(page);
    return false;
  }
  const warm = await warmStartOf(browser, account, signInCold);
  await page.context().addCookies(warm.cookies);
  await page.evaluate(
    async ({ localStorage, stateParts, names }) => {
      localStorage.forEach(([key, value]) => window.localStorage.setItem(key, value));
      const request = indexedDB.open(names.database, names.version);
      request.onupgradeneeded = () => names.stores.forEach((store) => request.result.createObjectStore(store));
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
      });
      const transaction = database.transaction(names.state, 'readwrite');
      stateParts.forEach(([part, value]) => transaction.objectStore(names.state).put(value, part));
      await new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB did not save'));
      });
      database.close();
    },
    {
      localStorage: warm.localStorage,
      stateParts: warm.stateParts,
      names: { database: STATE_DB, version: STATE_DB_VERSION, state: STATE_STORE, stores: [STATE_STORE, FILES_STORE] },
    },
  );
  await page.unroute(blank, serveBlank);
  await page.goto(at);
  return true;
}
