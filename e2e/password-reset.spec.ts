import { expect, test } from './fixtures';
import { expectNoAxeViolations, signInWithForm } from './helpers';
import { createVerifiedClient, lastMail } from './outbox';

const OLD = 'first1pass';
const NEW = 'second2pass';

test('forgot password: the outbox link resets it, the old password fails and the new one works', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login/');
  const email = await createVerifiedClient(page, OLD);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password/');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(`If an account exists for ${email}, we sent a link to reset your password.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto((await lastMail(page, 'reset', email)).link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('other');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Password must match')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW);
  await page.getByLabel('Confirm new password').fill(NEW);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/password-reset'));
  await page.getByRole('button', { name: 'Save new password' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ password: NEW });
  await expect(page).toHaveURL('/login/');
  await expect(page.getByText('Your password was changed. Sign in with your new password.')).toBeVisible();

  await signInWithForm(page, email, OLD);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL('/login/');
  await signInWithForm(page, email, NEW);
  await expect(page).toHaveURL('/overview/');
});

test('a used or unknown reset link says so and links to a new one', async ({ page }) => {
  await page.goto('/reset-password/?token=unknown');
  await page.getByLabel('New password', { exact: true }).fill(NEW);
  await page.getByLabel('Confirm new password').fill(NEW);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This reset link is invalid, has expired or was already used.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL('/forgot-password/');
});
