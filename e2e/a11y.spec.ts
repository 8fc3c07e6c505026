import { expect, test, type Page } from './fixtures';
import { appRunning, expectNoAxeViolations, setGerman, signIn } from './helpers';

// Every route and every modal, scanned with the helper's tags (WCAG 2.0–2.2 A/AA and best practice, any impact).
test.describe.configure({ timeout: 240_000 });

async function expectOneMainAndH1(page: Page) {
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

/** Opens a page (and its modal), waits until it has loaded its data, then scans it. */
async function scan(page: Page, path: string) {
  await test.step(path, async () => {
    await page.goto(path);
    // With a modal open the page behind is inert (out of the accessibility tree): the dialog's title is what shows.
    if (path.includes('modal=')) await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
    else await expectOneMainAndH1(page);
    // Nothing is still loading: no skeleton or spinner is shown.
    await expect(page.locator('[role="status"][aria-label], .animate-pulse, .animate-spin')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

const publicPaths = [
  '/',
  '/?modal=state-picker',
  '/login/',
  '/privacy-policy/',
  '/policy/client-cancellation/',
  '/policy/provider-cancellation/',
  '/therapists/pr_demo/',
  '/no-such-page/',
];

const clientPaths = [
  '/overview/',
  '/overview/?modal=sign-out',
  '/appointments/',
  '/appointments/?id=bk_confirmed_far',
  '/appointments/?modal=schedule&id=bk_pending_unpaid',
  '/appointments/?modal=schedule&id=bk_confirmed_unscheduled',
  '/appointments/?modal=scheduled&id=bk_confirmed_far',
  '/appointments/?modal=reschedule&id=bk_confirmed_far',
  '/appointments/?modal=reschedule&id=bk_no_reschedules',
  '/appointments/?modal=rescheduled&id=bk_confirmed_far',
  '/appointments/?modal=cancel&id=bk_confirmed_far',
  '/appointments/?modal=reschedule-decision&id=bk_reschedule_pending',
  '/payment/bk_pending_unpaid/',
  '/therapists/pr_demo/',
  '/therapists/pr_demo/?modal=new-booking&providerId=pr_demo',
];

const providerPaths = [
  '/overview/',
  '/appointments/',
  '/appointments/?modal=cancel&id=bk_confirmed_far',
  '/appointments/?modal=reschedule&id=bk_confirmed_far',
  '/appointments/?modal=reschedule-decision&id=bk_reschedule_client',
  '/appointments/?modal=new-booking',
  '/insights/?period=last-3-months',
];

for (const { width, language } of [
  { width: 1280, language: 'en' },
  { width: 390, language: 'de' },
] as const) {
  test.describe(`at ${width} px in ${language === 'en' ? 'English' : 'German'}`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every public route and the state picker', async ({ page }) => {
      if (language === 'de') await setGerman(page);
      for (const path of publicPaths) await scan(page, path);
    });

    test("every client route and the client's modals", async ({ page }) => {
      await signIn(page, 'client');
      if (language === 'de') await setGerman(page);
      for (const path of clientPaths) await scan(page, path);
    });

    test("the provider's routes and modals", async ({ page }) => {
      await signIn(page, 'provider');
      if (language === 'de') await setGerman(page);
      for (const path of providerPaths) await scan(page, path);
    });

    test('the login form with errors', async ({ page }) => {
      if (language === 'de') await setGerman(page);
      await page.goto('/login/');
      await appRunning(page);
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByRole('alert').or(page.locator('[aria-invalid="true"]')).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
