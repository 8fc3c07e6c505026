import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { signIn } from './helpers';

async function expectOneMainAndH1(page: Page) {
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [name, path] of [
      ['home', '/'],
      ['login', '/login/'],
      ['privacy policy', '/privacy-policy/'],
      ['not found', '/no-such-page/'],
    ] as const) {
      test(`${name} (${path}) has no serious axe violations`, async ({ page }) => {
        await page.goto(path);
        await expectOneMainAndH1(page);
        await expectNoSeriousViolations(page);
      });
    }

    test('overview and the sign-out modal have no serious axe violations', async ({ page }) => {
      await signIn(page, 'client');
      await expectOneMainAndH1(page);
      await expectNoSeriousViolations(page);
      await page.goto('/overview/?modal=sign-out');
      await expect(page.getByText('Sign out?')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the login form with errors has no serious axe violations', async ({ page }) => {
      await page.goto('/login/');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Please enter your email address')).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
