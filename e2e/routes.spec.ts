import { expect, test, type Page } from './fixtures';
import { setGerman, signIn } from './helpers';

test.describe('a URL without the trailing slash goes to the slashed route, query and hash kept', () => {
  for (const [path, slashed, heading] of [
    ['/privacy-policy', '/privacy-policy/', 'Privacy policy'],
    ['/policy/client-cancellation?x=1#top', '/policy/client-cancellation/?x=1#top', 'Client cancellation policy'],
    ['/therapists/pr_demo', '/therapists/pr_demo/', 'Dr Amaka Okafor'],
  ] as const) {
    test(`${path} (signed out)`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(slashed);
      // A first visit's data waits for the demo's backend to install and seed (its speed is the bench's matter).
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
    });
  }

  test('signed in, in English and German: /appointments?status=pending, /overview, /payment/{id}', async ({ page }) => {
    await signIn(page, 'client', '/appointments?status=pending');
    await expect(page).toHaveURL('/appointments/?status=pending');
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/payment/bk_pending_unpaid');
    await expect(page).toHaveURL('/payment/bk_pending_unpaid/');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your session' })).toBeVisible();

    await setGerman(page);
    await page.goto('/overview?modal=sign-out');
    await expect(page).toHaveURL('/overview/?modal=sign-out');
    await expect(page.getByRole('heading', { level: 1, name: 'Hallo, Grace' })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Abmelden?' })).toBeVisible();
  });

  test('a signed-out visit without the slash is sent to sign in with the slashed route as its redirect', async ({
    page,
  }) => {
    await page.goto('/appointments?status=cancelled');
    await expect(page).toHaveURL(`/login/?redirect=${encodeURIComponent('/appointments/?status=cancelled')}`);
  });

  test('an unknown path gets the slash and then the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL('/no-such-page/');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

/**
 * Records every session time the page ever shows (from the first paint on), so that a time shown for a moment in the
 * browser's zone and then replaced is caught.
 */
async function recordShownTimes(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { shownZones: Set<string> }).shownZones = seen;
    const record = () => {
      for (const match of (document.body?.innerText ?? '').matchAll(/\b(?:GMT[+-]\d+|E[SD]T|UTC)\b/g))
        seen.add(match[0]);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const shownZones = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { shownZones: Set<string> }).shownZones]);

test.describe("times wait for the account's time zone: never the browser's first", () => {
  // The browser is in New York (GMT-5 / EST); the account's zone is Africa/Lagos (GMT+1). The zone answers slowly.
  test.use({ timezoneId: 'America/New_York' });

  for (const language of ['en', 'de'] as const) {
    test(`on signed-in pages, and in a modal on a public page (${language})`, async ({ page }) => {
      await signIn(page, 'client');
      if (language === 'de') await setGerman(page);
      await recordShownTimes(page);
      const fault = `?mockFaults=${encodeURIComponent('GET /user/timezone=@1500')}`;
      const zone = 'GMT+1';

      for (const path of [
        `/appointments/${fault}&id=bk_confirmed_far`,
        `/${fault}&modal=cancel&id=bk_confirmed_far`,
        `/therapists/pr_demo/${fault}&modal=schedule&id=bk_pending_unpaid`,
      ]) {
        await test.step(path, async () => {
          const zoneAnswered = page.waitForResponse((r) => r.url().endsWith('/api/user/timezone'));
          await page.goto(path);
          await zoneAnswered;
          await expect(page.getByText(new RegExp(`\\b${zone.replace('+', '\\+')}\\b`)).first()).toBeVisible();
          expect(await shownZones(page)).toEqual([zone]);
        });
      }
    });
  }
});
