import { expect, test } from './fixtures';
import { signIn } from './helpers';

test('a modal lives in the URL: Back, Escape and the close button close it, focus returns', async ({ page }) => {
  await signIn(page, 'client');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
  await trigger.click();
  await expect(page).toHaveURL('/overview/?modal=sign-out');
  await expect(page.getByText('Sign out?')).toBeVisible();
  // Focus moves into the dialog (to the safe choice) and stays there; the page behind is inert.
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
  }
  expect(await page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL('/overview/');
  await expect(page.getByText('Sign out?')).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await trigger.click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/overview/');
  await expect(trigger).toBeFocused();

  await trigger.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/overview/');
});

test('a modal survives a reload and closes without history', async ({ page }) => {
  await signIn(page, 'client', '/overview/?modal=sign-out');
  await expect(page.getByText('Sign out?')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Sign out?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL('/overview/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeVisible();
});
