// The in-browser demo backend, in its service worker: one state for every tab of the browser, kept in IndexedDB across
// the worker's restarts, and a full storage said out loud.
import { expect, test, type CDPSession, type Page } from './fixtures';
import { signIn } from './helpers';

const row = (page: Page, id: string) => page.locator(`li[data-booking="${id}"]`);
const STORAGE_FULL =
  'Your browser storage is full: the demo could not save this change. It is kept for now, but may be gone after a while.';

/** The browser stops the backend's worker, as it does after a while without requests; the next request starts it again. */
async function stopWorker(cdp: CDPSession) {
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
}

/** Cancels a booking from the list already on screen (no page load: the tab's list is as it was fetched). */
async function cancelFromList(page: Page, id: string) {
  await row(page, id).getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Cancel booking' })).toBeVisible();
  const request = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(`/booking/${id}/cancel`),
  );
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  expect((await request).status()).toBe(200);
}

test('two tabs share one backend: each sees what the other did, and neither overwrites the other', async ({
  context,
  page,
}) => {
  test.slow(); // two pages
  await signIn(page, 'client', '/appointments/');
  const other = await context.newPage();
  await other.goto('/appointments/');
  await expect(row(other, 'bk_no_reschedules')).toBeVisible({ timeout: 30_000 }); // a second cold page load of the dev server
  await expect(row(other, 'bk_confirmed_far').getByText('Cancelled', { exact: true })).toHaveCount(0);

  // The first tab cancels one booking; the second, loaded before that and never reloaded, cancels another.
  await cancelFromList(page, 'bk_confirmed_far');
  await expect(page.getByText('Booking cancelled')).toBeVisible();
  await cancelFromList(other, 'bk_no_reschedules');
  await expect(other.getByText('Booking cancelled')).toBeVisible();

  // The second tab's list, fetched after its own cancel, shows the first tab's too; after a reload both tabs show both.
  await other.goto('/appointments/');
  await expect(row(other, 'bk_confirmed_far').getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row(other, 'bk_no_reschedules').getByText('Cancelled', { exact: true })).toBeVisible();
  await page.goto('/appointments/');
  await expect(row(page, 'bk_confirmed_far').getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row(page, 'bk_no_reschedules').getByText('Cancelled', { exact: true })).toBeVisible();

  // A sign-in in one tab is a write too: the backend knows the new token for the other tab's calls at once.
  await other.getByRole('banner').getByRole('link', { name: 'Overview' }).first().click();
  await expect(other.getByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeVisible();
});

test("one tab's injected faults stay in that tab, though both talk to one worker", async ({ context, page }) => {
  await signIn(page, 'client', '/appointments/?mockFaults=POST /booking/*/cancel=500');
  await expect(row(page, 'bk_confirmed_far')).toBeVisible();
  const other = await context.newPage();
  await other.goto('/appointments/');
  await expect(row(other, 'bk_no_reschedules')).toBeVisible();

  await row(page, 'bk_confirmed_far').getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Injected fault: 500')).toBeVisible();
  await cancelFromList(other, 'bk_no_reschedules');
  await expect(other.getByText('Booking cancelled')).toBeVisible();
  // The other tab's cancel is in the one store; the faulty tab keeps its rule over a new page load (it is the tab's
  // own). (A reload would open the cancel dialog again: the address names it.)
  await page.goto('/appointments/');
  await expect(row(page, 'bk_no_reschedules').getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row(page, 'bk_confirmed_far').getByText('Cancelled', { exact: true })).toHaveCount(0);
  await row(page, 'bk_confirmed_far').getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Injected fault: 500')).toBeVisible();
});

test("the backend's state outlives its worker: a restarted worker answers from what it saved", async ({
  context,
  page,
}) => {
  await signIn(page, 'client', '/appointments/');
  await cancelFromList(page, 'bk_confirmed_far');
  await expect(page.getByText('Booking cancelled')).toBeVisible();
  await stopWorker(await context.newCDPSession(page));
  await page.goto('/appointments/');
  await expect(row(page, 'bk_confirmed_far').getByText('Cancelled', { exact: true })).toBeVisible();
});

test('a full browser storage: the failed save is reported, and the backend goes on with the change in memory', async ({
  context,
  page,
}) => {
  await signIn(page, 'client', '/appointments/');
  await expect(row(page, 'bk_confirmed_far')).toBeVisible();
  // The worker's saves fail as IndexedDB's do on a full disk (a quota cannot be lowered for a test's browser context).
  await page.evaluate(() => fetch('/api/__mock/storage-full', { method: 'PUT', body: JSON.stringify({ full: true }) }));

  await cancelFromList(page, 'bk_confirmed_far');
  await expect(page.getByText(STORAGE_FULL)).toBeVisible();
  await expect(page.getByText('Booking cancelled')).toBeVisible();
  await expect(page).toHaveURL('/overview/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeVisible();
  // The backend goes on with the change in memory: the list, a call made after the failed save, shows it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Appointments' }).click();
  await expect(row(page, 'bk_confirmed_far').getByText('Cancelled', { exact: true })).toBeVisible();
  // As the toast says, it may be gone after a while: once the browser stops the worker, it was never saved.
  await stopWorker(await context.newCDPSession(page));
  await page.reload();
  await expect(row(page, 'bk_confirmed_far')).toBeVisible();
  await expect(row(page, 'bk_confirmed_far').getByText('Cancelled', { exact: true })).toHaveCount(0);
});

test("the backend's service worker answers the API only: the app's own files come from the network, not through the page", async ({
  page,
}) => {
  await signIn(page, 'client');
  const answered: { path: string; byWorker: boolean }[] = [];
  page.on('response', (response) =>
    answered.push({ path: new URL(response.url()).pathname, byWorker: response.fromServiceWorker() }),
  );
  await page.goto('/appointments/'); // the worker controls this page from its start
  await expect(row(page, 'bk_confirmed_far')).toBeVisible();

  const api = answered.filter((r) => r.path.startsWith('/api/'));
  const files = answered.filter((r) => r.path.startsWith('/assets/') || r.path === '/appointments/');
  expect(api.map((r) => r.path)).toContain('/api/booking');
  expect(api.filter((r) => !r.byWorker)).toEqual([]);
  expect(files.length).toBeGreaterThan(5);
  expect(files.filter((r) => r.byWorker)).toEqual([]);
});
