import { expect, test, type Page, type Request } from './fixtures';
import { axeScan, e2eOrigin, signIn, storedDemoPart } from './helpers';

// Retries create once; timeouts, closed dialogs and offline sends say so and keep the form (decisions 0001, 0024),
// in the browser.
const dialog = (page: Page) => page.getByRole('dialog');
const NOTE = 'Evenings suit me best.';

/** What the offline backend holds (read from its service worker). */
async function backendState(page: Page) {
  return {
    bookings: await storedDemoPart<{ identifier: string; note: string | null }[]>(page, 'bookings'),
    walletTransactions: await storedDemoPart<unknown[]>(page, 'walletTransactions'),
  };
}

async function bookingsWithNote(page: Page, note = NOTE) {
  return (await backendState(page)).bookings.filter((b) => b.note === note).length;
}

function collectPosts(page: Page, path: string | RegExp) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname;
    if (request.method() === 'POST' && (typeof path === 'string' ? pathname === path : path.test(pathname)))
      sent.push(request);
  });
  return sent;
}

/** The first free time of the day the new-booking calendar chose by itself. */
async function pickFirstSlot(page: Page) {
  await dialog(page)
    .getByRole('group', { name: /^(Available times on|Freie Zeiten am) / })
    .getByRole('button')
    .first()
    .click();
}

/** The new-booking modal of Dr Amaka Okafor, filled in, a time picked (mockFaults: this tab's injected faults). */
async function fillNewBooking(page: Page, mockFaults = '') {
  await page.goto(
    `/therapists/pr_demo/?modal=new-booking&providerId=pr_demo&mockFaults=${encodeURIComponent(mockFaults)}`,
  );
  await dialog(page).getByRole('radio', { name: 'Online' }).check();
  await dialog(page).getByRole('radio', { name: 'Individual Therapy' }).check();
  await pickFirstSlot(page);
  await dialog(page).getByLabel('Note (optional)').fill(NOTE);
}

const SUBMIT = 'Schedule and Pay';
/** Where a new booking lands: its payment page (it is pending until paid). */
const PAYMENT_PAGE = /\/payment\/bk_[^/]+\/$/;

const clearFaults = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/__mock/faults', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ faults: [] }),
    }),
  );

test.beforeEach(async ({ page }) => {
  await signIn(page, 'client');
});

test('a booking whose answer was lost is retried with the same key and created once', async ({ page }) => {
  // The backend creates the booking, then the answer is lost (502): the user sees an error and tries again.
  await fillNewBooking(page, 'POST /booking=502+applied');
  const sent = collectPosts(page, '/api/booking');
  await dialog(page).getByRole('button', { name: SUBMIT }).click();
  await expect(page.getByText('Injected fault: 502')).toBeVisible();
  await expect(dialog(page).getByLabel('Note (optional)')).toHaveValue(NOTE);
  expect(await bookingsWithNote(page)).toBe(1);

  await clearFaults(page);
  const replayed = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/booking',
  );
  await dialog(page).getByRole('button', { name: SUBMIT }).click();
  expect((await replayed).headers()['idempotent-replayed']).toBe('true');
  await expect(page).toHaveURL(PAYMENT_PAGE);
  expect(sent).toHaveLength(2);
  const keys = sent.map((r) => r.headers()['idempotency-key']);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await bookingsWithNote(page)).toBe(1);
});

test('a wallet payment whose answer was lost is retried with the same key and paid once', async ({ page }) => {
  await page.goto('/overview/?modal=schedule&id=bk_pending_unpaid');
  await dialog(page).getByRole('grid').getByRole('button', { disabled: false }).last().click();
  await dialog(page)
    .getByRole('group', { name: /^Available times on / })
    .getByRole('button')
    .first()
    .click();
  await dialog(page).getByRole('button', { name: 'Schedule and Pay' }).click();
  await expect(page).toHaveURL('/payment/bk_pending_unpaid/');
  await page.getByRole('radio', { name: 'Wallet balance' }).check();
  await page.evaluate(() =>
    fetch('/api/__mock/faults', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ faults: [{ method: 'POST', path: '/booking/*/payment', status: 502, applied: true }] }),
    }),
  );
  const sent = collectPosts(page, '/api/booking/bk_pending_unpaid/payment');
  await page.getByRole('button', { name: /^Pay NGN/ }).click();
  await expect(page.getByText('Injected fault: 502')).toBeVisible();
  await clearFaults(page);
  await page.getByRole('button', { name: /^Pay NGN/ }).click();
  await expect(page).toHaveURL('/appointments/?id=bk_pending_unpaid');
  expect(sent).toHaveLength(2);
  expect(sent[1]?.headers()['idempotency-key']).toBe(sent[0]?.headers()['idempotency-key']);
  const state = (await backendState(page)) as unknown as {
    walletTransactions: { type: string; bookingIdentifier: string | null }[];
  };
  expect(
    state.walletTransactions.filter((t) => t.type === 'payment' && t.bookingIdentifier === 'bk_pending_unpaid'),
  ).toHaveLength(1);
});

test('a new submission gets a new key', async ({ page }) => {
  await fillNewBooking(page, 'POST /booking=503');
  const sent = collectPosts(page, '/api/booking');
  await dialog(page).getByRole('button', { name: SUBMIT }).click();
  await expect(page.getByText('Injected fault: 503')).toBeVisible();
  await dialog(page).getByLabel('Note (optional)').fill(`${NOTE} Or weekends.`);
  await clearFaults(page);
  await dialog(page).getByRole('button', { name: SUBMIT }).click();
  await expect(page).toHaveURL(PAYMENT_PAGE);
  expect(sent).toHaveLength(2);
  expect(sent[1]?.headers()['idempotency-key']).not.toBe(sent[0]?.headers()['idempotency-key']);
  expect(await bookingsWithNote(page, `${NOTE} Or weekends.`)).toBe(1);
});

test('a request without an answer for 20 seconds is given up and says so; the form keeps its values', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A slow network: the answer would take 25 s. (page.route cannot delay these calls: the offline backend's service
  // worker answers them before Playwright's routing sees them, so the backend's own latency stands in.)
  await fillNewBooking(page, 'POST /booking=@25000');
  const started = Date.now();
  await dialog(page).getByRole('button', { name: SUBMIT }).click();
  await expect(dialog(page).getByRole('button', { name: SUBMIT })).toBeDisabled();
  await expect(page.getByText('The server did not answer within 20 seconds. Please try again.')).toBeVisible({
    timeout: 25_000,
  });
  expect(Date.now() - started).toBeGreaterThanOrEqual(19_000);
  await expect(dialog(page).getByLabel('Note (optional)')).toHaveValue(NOTE);
  await expect(dialog(page).getByRole('button', { name: SUBMIT })).toBeEnabled();
  expect(await bookingsWithNote(page)).toBe(0);
  // Trying again sends the same Idempotency-Key. The backend runs one change at a time, so the retry is answered only
  // after the given-up request has finished: a booking made by that one would come back replayed. It is made once,
  // by the retry.
  await clearFaults(page);
  const retried = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/booking'));
  await dialog(page).getByRole('button', { name: SUBMIT }).click();
  const retry = await retried;
  expect([retry.status(), retry.headers()['idempotent-replayed'] ?? null]).toEqual([201, null]);
  await expect(page).toHaveURL(PAYMENT_PAGE);
  expect(await bookingsWithNote(page)).toBe(1);
});

test('closing the dialog while the booking is on its way aborts it: nothing is created later', async ({ page }) => {
  await fillNewBooking(page, 'POST /booking=@3000');
  const sent = collectPosts(page, '/api/booking');
  await dialog(page).getByRole('button', { name: SUBMIT }).click();
  await expect.poll(() => sent.length).toBe(1);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/therapists\/pr_demo\/(\?mockFaults=[^&]*)?$/);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  // Booking again: the backend runs one change at a time, so this booking is made only after the closed dialog's
  // request has finished. If that one had created a booking, there would be two now.
  await clearFaults(page);
  await fillNewBooking(page);
  await dialog(page).getByRole('button', { name: SUBMIT }).click();
  await expect(page).toHaveURL(PAYMENT_PAGE);
  expect(sent).toHaveLength(2);
  expect(await bookingsWithNote(page)).toBe(1);
});

test('offline: a banner says so, the send is disabled with the reason, what was typed stays, and nothing fires on reconnect', async ({
  page,
  context,
}) => {
  await fillNewBooking(page);
  const sent = collectPosts(page, '/api/booking');
  // The dialog shows slots loaded earlier: the banner says from when (decision 0024).
  const banner = page.getByText(/^Offline — showing what was saved at /);
  await expect(banner).toHaveCount(0);
  // The toaster loads once the page is on screen; the connection drops after it is in (as in German below).
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  const axe = await axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  const submit = dialog(page).getByRole('button', { name: SUBMIT });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription(/You are offline: this needs a connection\.$/);
  // eslint-disable-next-line playwright/no-force-option -- the click on a disabled button is what is tested
  await submit.click({ force: true });
  await expect(dialog(page).getByLabel('Note (optional)')).toHaveValue(NOTE);
  await expect(dialog(page).getByRole('radio', { name: 'Online' })).toBeChecked();
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  // A paused send would go out on reconnect, with the same event that takes the banner away, and keep the button busy
  // until its answer: the button is free and nothing was sent.
  await expect(submit).toBeEnabled();
  expect(sent).toHaveLength(0);
  expect(await bookingsWithNote(page)).toBe(0);

  await dialog(page).getByRole('button', { name: SUBMIT }).click();
  await expect(page).toHaveURL(PAYMENT_PAGE);
  expect(sent).toHaveLength(1);
  expect(await bookingsWithNote(page)).toBe(1);
});

test('offline in German: the banner and the disabled send', async ({ page, context }) => {
  await context.addCookies([
    { name: 'X-Locale', value: 'de', url: e2eOrigin },
    { name: 'X-Language', value: 'de', url: e2eOrigin },
  ]);
  await page.goto('/therapists/pr_demo/?modal=new-booking&providerId=pr_demo');
  await dialog(page).getByRole('radio', { name: 'Online' }).check();
  await dialog(page).getByRole('radio', { name: 'Individual Therapy' }).check();
  await pickFirstSlot(page);
  // The toaster loads once the page is on screen; the connection drops after it is in.
  await expect(page.locator('section[aria-label^="Benachrichtigungen"]')).toBeAttached();
  await context.setOffline(true);
  await expect(page.getByText(/^Offline – angezeigt wird der Stand von /)).toBeVisible();
  const submit = dialog(page).getByRole('button', { name: 'Einplanen und bezahlen' });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAttribute('title', 'Sie sind offline: Dafür ist eine Verbindung nötig.');
  await context.setOffline(false);
});
