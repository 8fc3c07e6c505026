import { expect, test, type Page } from './fixtures';

// index.html paints the header before any script has run (rendered at build time from the app's HeaderBar and Logo);
// the app then replaces it in place (decision 0074). Both must put the header and the logo at the same place, or the
// page would jump when the app takes over.

async function headerBoxes(page: Page) {
  // The visible one: a prerendered page's file holds the page's own header too, hidden for this visitor.
  const header = await page.locator('header:visible').first().boundingBox();
  const logo = await page.locator('header:visible a[href="/"]').first().boundingBox();
  return { header, logo };
}

for (const width of [390, 1280]) {
  test(`at ${width} px the header painted before the scripts is where the app draws its own`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // A German visitor gets the plain shell of the prerendered /login/ (decision 0158). Without scripts: only what the
    // page paints.
    await page.context().addCookies([{ name: 'X-Locale', value: 'de', domain: '127.0.0.1', path: '/' }]);
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/login/');
    await expect(page.locator('header:visible')).toContainText('Therapy Booking');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toHaveCount(0);
    const before = await headerBoxes(page);
    expect(before.header?.height).toBe(65); // h-16 and its bottom border

    await page.unroute('**/*.js');
    await page.reload();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Therapy Booking' })).toBeVisible();
    expect(await headerBoxes(page)).toEqual(before);
  });
}

test('a slow first page keeps the header while it waits, then shows the page', async ({ page }) => {
  // The demo backend answers the signed-in user's time zone late: the page's pending state shows under the header.
  await page.goto('/login/');
  await page.evaluate(() => sessionStorage.setItem('demo-backend-faults', 'GET /user/timezone=@2500'));
  await page.getByLabel('Email address').fill('client@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/overview/');
  await page.reload();
  const loading = page.getByRole('status').filter({ hasText: 'Loading' });
  await expect(loading).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: 'Therapy Booking' })).toBeVisible();
  await expect(loading).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeVisible({ timeout: 15_000 });
});

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the cookie banner comes in the same render as the page, not after it', async ({ page, context }) => {
    // On a phone's CPU, as the bench measures: a banner arriving a render later became the page's largest paint.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Each batch of DOM changes: whether the page's heading and the banner are in the document after it.
    await page.addInitScript(() => {
      const seen: { heading: boolean; banner: boolean }[] = [];
      (window as unknown as { domBatches: typeof seen }).domBatches = seen;
      new MutationObserver(() => {
        seen.push({
          heading: Boolean(document.querySelector('main h1')),
          banner: [...document.querySelectorAll('h2')].some((h) => h.textContent === 'Cookies on Therapy Booking'),
        });
      }).observe(document, { childList: true, subtree: true });
    });
    // A page that is not prerendered (the prerendered ones have their content in the HTML, the banner after hydration).
    await page.goto('/therapists/pr_demo/');
    await expect(page.getByRole('region', { name: 'Cookies on Therapy Booking' })).toBeVisible();
    const batches = await page.evaluate(
      () => (window as unknown as { domBatches: { heading: boolean; banner: boolean }[] }).domBatches,
    );
    expect(batches.find((batch) => batch.heading)).toEqual({ heading: true, banner: true });
  });
});
