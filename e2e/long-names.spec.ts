import { expect, test, type Page } from './fixtures';
import { demoBackendState, putDemoBackendState, signIn } from './helpers';

// The contract bounds no name in an answer: a person may be called by a 60-letter word. Names wrap or are cut with an
// ellipsis; the page never grows wider than the window (a phone would scroll sideways).
const LONG_SURNAME = 'Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewiss';
const LONG_FIRST = 'Maximiliana Alexandrina Konstantina';

/** The seeded client and provider renamed everywhere the demo backend keeps their names. */
async function lengthenNames(page: Page) {
  const { state } = await demoBackendState(page);
  const renamed = JSON.stringify(state)
    .replaceAll('"Adeyemi"', `"${LONG_SURNAME}"`)
    .replaceAll('"Okafor"', `"${LONG_SURNAME}"`)
    .replaceAll('"Grace"', `"${LONG_FIRST}"`);
  await putDemoBackendState(page, JSON.parse(renamed) as Record<string, unknown>);
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // eslint-disable-next-line playwright/no-networkidle -- every card that shows the long name must be laid out before the width is measured; no one element marks that
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(LONG_SURNAME).first()).toBeAttached();
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, `${path} is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
}

for (const width of [390, 1280]) {
  test(`very long names wrap instead of widening the page (${width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'client');
    await lengthenNames(page);
    for (const path of [
      '/overview/',
      '/appointments/',
      '/messages/',
      '/messages/pr_demo/',
      '/account/',
      '/therapists/pr_demo/',
    ]) {
      await expectNoSidewaysScroll(page, path);
    }
    // Signed out through the modal's address (on a phone the header's button is in the menu); the demo data stay.
    await page.goto('/overview/?modal=sign-out');
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/login/');
    await page.getByLabel('Email address').fill('provider@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/overview/');
    for (const path of ['/overview/', '/appointments/', '/clients/cl_demo/', '/messages/']) {
      await expectNoSidewaysScroll(page, path);
    }
  });
}
