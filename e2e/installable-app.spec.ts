import { expect, test, type Page } from '@playwright/test';
import { accounts, DEMO_PASSWORD, signInWithForm } from './helpers';
import { startProductionBuild, type ProductionBuild } from './production-build';

// One worker runs this file's tests in order: its production build is made once, not once per worker.
test.describe.configure({ mode: 'default' });

// The production build as an installable app that reads offline (decision 0024): its own build and host
// (e2e/production-build.ts), the offline backend's HTTP server as its API.
let build: ProductionBuild;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  build = await startProductionBuild();
});

test.afterAll(async () => build?.close());

const at = (path: string) => `${build.origin}${path}`;

/** The Workbox worker has installed and controls the page (it claims the page that registered it). */
async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 })
    .toMatch(/\/sw\.js$/);
}

/** The saved copy of what this user loaded, as its queries' keys (IndexedDB `offline-cache`). */
function savedKeys(page: Page): Promise<unknown[][]> {
  return page.evaluate(
    () =>
      new Promise<unknown[][]>((resolve) => {
        const open = indexedDB.open('offline-cache');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve([]);
          const all = db.transaction('queries').objectStore('queries').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { state: { queries: { queryKey: unknown[] }[] } }[]).flatMap((saved) =>
                saved.state.queries.map((q) => q.queryKey),
              ),
            );
        };
      }),
  );
}

/** The saved copy as the names of its queries' paths. */
const savedPaths = async (page: Page) => (await savedKeys(page)).map((key) => String(key[0]));

/** The saved therapist lists, each as its query string's filters. */
const savedTherapistLists = async (page: Page) =>
  (await savedKeys(page)).filter((key) => key[0] === '/therapists').map((key) => JSON.stringify(key[1] ?? {}));

async function signInAndLoad(page: Page, heading: string) {
  await page.goto(at('/login/'));
  await signInWithForm(page, accounts.client.email);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
  await controlled(page);
  await expect.poll(() => savedPaths(page)).toContain('/client');
  await page.goto(at('/appointments/?id=bk_confirmed_far'));
  await expect(page.getByRole('region').getByText('bk_confirmed_far')).toBeVisible();
  await expect.poll(() => savedPaths(page)).toContain('/booking/bk_confirmed_far');
  await page.goto(at('/messages/pr_demo/'));
  await expect(page.getByText('Please bring the worksheet.').last()).toBeVisible();
  // The conversation and the chat list beside it: the page shows neither without the other.
  await expect
    .poll(() => savedPaths(page))
    .toEqual(expect.arrayContaining(['/messages/conversations', '/messages/chat-list']));
}

test('installable: the manifest is linked and complete, the worker controls the page, start_url answers offline', async ({
  page,
  context,
}) => {
  await page.goto(at('/'));
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = await (await page.request.get(at('/manifest.webmanifest'))).json();
  expect(manifest).toMatchObject({
    name: 'Therapy Booking',
    short_name: 'Therapy',
    start_url: '/',
    display: 'standalone',
    lang: 'en',
  });
  expect(manifest.icons).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sizes: '192x192', type: 'image/png' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
    ]),
  );
  for (const icon of manifest.icons as { src: string }[]) {
    const answer = await page.request.get(at(icon.src));
    expect(answer.headers()['content-type']).toBe('image/png');
    expect((await answer.body()).subarray(1, 4).toString()).toBe('PNG');
  }
  await controlled(page);

  await context.setOffline(true);
  const offline = await page.goto(at(manifest.start_url));
  expect(offline?.status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Therapy Booking' }).first()).toBeVisible();
  await context.setOffline(false);
});

test('offline: the overview, a booking and a conversation read from what was last loaded; changes are disabled with the reason', async ({
  page,
  context,
}) => {
  await signInAndLoad(page, `Hello, ${accounts.client.firstName}`);
  await context.setOffline(true);

  await page.goto(at('/overview/'));
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${accounts.client.firstName}` })).toBeVisible();
  await expect(page.getByText(/^Offline — showing what was saved at \d{1,2}:\d{2}/)).toBeVisible();

  await page.goto(at('/appointments/?id=bk_confirmed_far'));
  const selected = page.getByRole('region', { name: 'Selected booking' });
  await expect(selected.getByText('Individual Therapy · Online')).toBeVisible();
  const reschedule = selected.getByRole('button', { name: 'Reschedule' });
  await expect(reschedule).toBeDisabled();
  await expect(reschedule).toHaveAttribute('title', 'You are offline: this needs a connection.');
  await expect(reschedule).toHaveAccessibleDescription(
    /^Offline — showing what was saved at .*You are offline: this needs a connection\.$/,
  );
  // eslint-disable-next-line playwright/no-force-option -- the click on a disabled button is what is tested
  await reschedule.click({ force: true });
  await expect(page).toHaveURL(at('/appointments/?id=bk_confirmed_far'));

  await page.goto(at('/messages/pr_demo/'));
  await expect(page.getByText('Please bring the worksheet.').last()).toBeVisible();
  await expect(page.getByText('You are offline: this needs a connection.')).toBeVisible();
  await context.setOffline(false);
});

test('"Offline" means the server cannot be reached: with the API unreachable on a network that says online, the saved overview, a booking and a conversation; then live again without a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAndLoad(page, `Hello, ${accounts.client.firstName}`);
  // A Wi-Fi without internet, a refused connection: the browser stays online, no request to the API gets an answer.
  // Routing, not the browser's offline switch, so that nothing depends on how a Chromium version reports it.
  const tried: string[] = [];
  const api = `${build.origin}/api/**`;
  await context.route(api, (route) => {
    tried.push(new URL(route.request().url()).pathname);
    return route.abort('connectionrefused');
  });
  const banner = page.getByText(/^Offline — showing what was saved at \d{1,2}:\d{2}/);

  await page.goto(at('/overview/'));
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${accounts.client.firstName}` })).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  await page.goto(at('/appointments/?id=bk_confirmed_far'));
  const selected = page.getByRole('region', { name: 'Selected booking' });
  await expect(selected.getByText('Individual Therapy · Online')).toBeVisible();
  await expect(selected.getByRole('button', { name: 'Reschedule' })).toBeDisabled();
  await expect(banner).toBeVisible();

  await page.goto(at('/messages/pr_demo/'));
  await expect(page.getByText('Please bring the worksheet.').last()).toBeVisible();
  await expect(page.getByText('You are offline: this needs a connection.')).toBeVisible();
  await expect(banner).toBeVisible();
  expect(tried).toContain('/api/region/languages'); // the app asked the server, which did not answer

  // Meanwhile the therapist writes (straight to the API: the routing above holds only the page's requests).
  const login = await page.request.post(at('/api/user/login'), {
    data: { email: accounts.provider.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const written = await page.request.post(at('/api/messages/store'), {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { receiverIdentifier: 'cl_demo', body: 'Back online: see you on Tuesday.' },
  });
  expect(written.status()).toBe(201);
  const conversation = page.getByRole('log', { name: 'Messages with Amaka Okafor' });
  await expect(conversation.getByText('Back online: see you on Tuesday.')).toHaveCount(0);

  // The server answers again: the probe finds it, the paused queries resume, in the same document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await context.unroute(api);
  await expect(conversation.getByText('Back online: see you on Tuesday.')).toBeVisible({ timeout: 45_000 });
  await expect(banner).toHaveCount(0);
  await expect(page.getByText('You are offline: this needs a connection.')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('offline in German: the manifest, the banner and the disabled action', async ({ page, context }) => {
  await signInAndLoad(page, `Hello, ${accounts.client.firstName}`);
  await context.addCookies(['X-Locale', 'X-Language'].map((name) => ({ name, value: 'de', url: build.origin })));
  await page.goto(at('/overview/'));
  await expect(page.getByRole('heading', { level: 1, name: `Hallo, ${accounts.client.firstName}` })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.de.webmanifest');
  expect(await (await page.request.get(at('/manifest.de.webmanifest'))).json()).toMatchObject({
    lang: 'de',
    name: 'Therapy Booking',
  });
  await context.setOffline(true);
  await page.goto(at('/appointments/?id=bk_confirmed_far'));
  await expect(page.getByText(/^Offline – angezeigt wird der Stand von \d{1,2}:\d{2}/)).toBeVisible();
  const reschedule = page
    .getByRole('region', { name: 'Ausgewählte Buchung' })
    .getByRole('button', { name: 'Verschieben' });
  await expect(reschedule).toBeDisabled();
  await expect(reschedule).toHaveAttribute('title', 'Sie sind offline: Dafür ist eine Verbindung nötig.');
  await context.setOffline(false);
});

test('sign-out forgets every saved answer: offline, nothing personal is left', async ({ page, context }) => {
  await signInAndLoad(page, `Hello, ${accounts.client.firstName}`);
  expect(await savedPaths(page)).toContain('/booking');
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expect.poll(() => savedPaths(page)).toEqual([]);
  expect(
    await page.evaluate(async () => (await caches.keys()).filter((name) => !name.startsWith('workbox-precache'))),
  ).toEqual([]);

  await context.setOffline(true);
  await page.goto(at('/messages/pr_demo/'));
  await expect(page).toHaveURL(/\/login\//);
  await expect(page.getByText('Please bring the worksheet.')).toHaveCount(0);
  await context.setOffline(false);
});

test('a new version waits for "Reload to update": what was typed stays until then', async ({ page }) => {
  await page.goto(at('/contact/'));
  await controlled(page);
  const message = page.getByLabel(/Message/);
  await message.fill('Half-written question about fees');
  build.nextVersion();
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const reload = page.getByRole('button', { name: 'Reload to update' });
  await expect(page.getByText('A new version is ready.')).toBeVisible({ timeout: 20_000 });
  // The new version stays waiting (a worker takes over only by skipWaiting, which the button asks for), so no reload
  // can wipe what was typed: the page is still under the old worker.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null))
    .toBe('installed');
  await expect(message).toHaveValue('Half-written question about fees');
  await Promise.all([page.waitForEvent('load'), reload.click()]);
  await expect(page.getByText('A new version is ready.')).toHaveCount(0);
  await expect(message).toHaveValue('');
});

test("offline: a provider's insights read from the saved answer, in English and German", async ({ page, context }) => {
  await page.goto(at('/login/'));
  await signInWithForm(page, accounts.provider.email);
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${accounts.provider.firstName}` })).toBeVisible({
    timeout: 20_000,
  });
  await controlled(page);
  await page.goto(at('/insights/?period=last-3-months'));
  await expect(page.getByRole('heading', { level: 2, name: 'Sessions per week' })).toBeVisible();
  await expect.poll(() => savedPaths(page)).toContain('/provider/insights');

  await context.setOffline(true);
  await page.goto(at('/insights/?period=last-3-months'));
  await expect(page.getByText(/^Offline — showing what was saved at \d{1,2}:\d{2}/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Earnings per month' })).toBeVisible();
  await page.getByRole('region', { name: 'Earnings per month', exact: true }).getByRole('button').click();
  await expect(page.getByRole('region', { name: 'Earnings per month as a table' })).toBeVisible();

  await context.addCookies(['X-Locale', 'X-Language'].map((name) => ({ name, value: 'de', url: build.origin })));
  await page.goto(at('/insights/?period=last-3-months'));
  await expect(page.getByText(/^Offline – angezeigt wird der Stand von \d{1,2}:\d{2}/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Einnahmen pro Monat' })).toBeVisible();
  await context.setOffline(false);
});

test('offline: the filtered therapist list reads from the saved answers, a saved filter change too, in English and German', async ({
  page,
  context,
}) => {
  await page.goto(at('/login/'));
  await signInWithForm(page, accounts.client.email);
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${accounts.client.firstName}` })).toBeVisible({
    timeout: 20_000,
  });
  await controlled(page);
  const listing = page.getByRole('region', { name: 'Meet our therapists' });
  const names = () => listing.getByRole('article').getByRole('heading').allTextContents();
  await page.goto(at('/?language=lg_de'));
  await expect(listing.getByRole('article').first()).toBeVisible();
  const germanSpeakers = await names();
  // Saved before the next page load: a load that comes sooner may end the page before its save is written.
  await expect.poll(() => savedTherapistLists(page)).toContainEqual(expect.stringContaining('"language":"lg_de"'));
  await page.goto(at('/?language=lg_de&therapyApproach=ta_cbt'));
  await expect(listing.getByRole('article').first()).toContainText('Cognitive behavioural therapy (CBT)');
  const germanCbt = await names();
  expect(germanCbt.length).toBeLessThan(germanSpeakers.length);
  await expect
    .poll(async () => (await savedTherapistLists(page)).filter((filters) => filters.includes('"language":"lg_de"')))
    .toHaveLength(2);

  await context.setOffline(true);
  await page.goto(at('/?language=lg_de&therapyApproach=ta_cbt'));
  await expect(page.getByText(/^Offline — showing what was saved at \d{1,2}:\d{2}/)).toBeVisible();
  await expect(listing.getByRole('article').first()).toContainText(
    'Speaks German · Cognitive behavioural therapy (CBT)',
  );
  expect(await names()).toEqual(germanCbt);
  // Dropping a filter in the panel leads to a list loaded before: it shows from its saved answer.
  await listing.getByRole('button', { name: 'Filters (2)' }).click();
  await listing.getByRole('combobox', { name: 'Therapy approach', exact: true }).selectOption({ label: 'Any' });
  await expect(page).toHaveURL(at('/?language=lg_de'));
  await expect.poll(names).toEqual(germanSpeakers);

  await context.addCookies(['X-Locale', 'X-Language'].map((name) => ({ name, value: 'de', url: build.origin })));
  await page.goto(at('/?language=lg_de&therapyApproach=ta_cbt'));
  await expect(page.getByText(/^Offline – angezeigt wird der Stand von \d{1,2}:\d{2}/)).toBeVisible();
  const german = page.getByRole('region', { name: 'Unsere Therapeut:innen' });
  await expect(german.getByRole('article').first()).toContainText(
    'Spricht Deutsch · Cognitive behavioural therapy (CBT)',
  );
  await context.setOffline(false);
});
