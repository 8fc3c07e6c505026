import { expect, test } from './fixtures';
import { accounts, mainNav, signIn, signInThroughLoginPage, signInWithForm, storedDemoPart } from './helpers';

test('a client signs in, sees the client navigation, and signs out', async ({ page }) => {
  await signInThroughLoginPage(page, 'client');
  await expect(page).toHaveTitle('Overview · Therapy Booking');
  await expect(page.getByTestId('user-menu')).toContainText('Client');
  await page.getByTestId('user-menu').click();
  await expect(page.getByText('Signed in as Client')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(mainNav(page).getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Your sessions with your therapist, all in one place.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Sign out?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(mainNav(page)).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userType')])).toEqual([
    null,
    null,
  ]);
  expect((await page.context().cookies()).find((c) => c.name === 'userType')).toBeUndefined();

  await page.goto('/overview/');
  await expect(page).toHaveURL('/login/?redirect=%2Foverview%2F');
});

test('a provider signs in with the demo button and sees the therapist navigation', async ({ page }) => {
  await page.goto('/login/');
  await page.getByRole('button', { name: /Sign in as Therapist/ }).click();
  await expect(page).toHaveURL('/overview/');
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${accounts.provider.firstName}` })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('Therapist');
  await expect(mainNav(page).getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Your sessions and client bookings, all in one place.')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'userType')?.value).toBe('provider');
});

test('the session survives a reload', async ({ page }) => {
  await signIn(page, 'client');
  await page.reload();
  await expect(page).toHaveURL('/overview/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeVisible();
});

test('a signed-out visit goes to the login page and back after signing in', async ({ page }) => {
  await page.goto('/overview/');
  await expect(page).toHaveURL('/login/?redirect=%2Foverview%2F');
  await signInWithForm(page, accounts.client.email);
  await expect(page).toHaveURL('/overview/');
});

test('a forced 401 lands on /login/?redirect=… and signing in again returns there', async ({ page }) => {
  await signIn(page, 'provider');
  await page.evaluate(() => localStorage.setItem('token', 'mock.unknown-token'));
  await page.goto('/overview/?id=abc');
  await expect(page).toHaveURL('/login/?redirect=%2Foverview%2F%3Fid%3Dabc');
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await signInWithForm(page, accounts.provider.email);
  await expect(page).toHaveURL('/overview/?id=abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Amaka' })).toBeVisible();
});

test('a wrong password shows the server message and keeps the form', async ({ page }) => {
  await page.goto('/login/');
  await signInWithForm(page, accounts.client.email, 'not-the-password');
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(accounts.client.email);
  await expect(page).toHaveURL('/login/');
});

test('after five wrong passwords the address is locked: even the right one is told to wait, with the wait', async ({
  page,
}) => {
  await page.goto('/login/');
  for (let i = 1; i <= 5; i++) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/user/login'));
    await signInWithForm(page, accounts.client.email, 'not-the-password');
    expect((await answered).status()).toBe(401);
  }
  const locked = page.waitForResponse((r) => r.url().endsWith('/api/user/login'));
  await signInWithForm(page, accounts.client.email);
  expect((await locked).status()).toBe(429);
  await expect(page.getByText('Too many attempts. Please try again in 15 minutes.')).toBeVisible();
  await expect(page).toHaveURL('/login/');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Passw0rd!');
});

test('an off-site redirect is ignored', async ({ page }) => {
  await page.goto('/login/?redirect=%2F%2Fevil.com');
  await signInWithForm(page, accounts.client.email);
  await expect(page).toHaveURL('/overview/');
});

test('the dev menu resets the demo data and signs out', async ({ page }) => {
  await signIn(page, 'client');
  const seededAt = () => storedDemoPart<string>(page, 'seededAt');
  const before = await seededAt();
  await page.getByRole('button', { name: 'Demo tools' }).click();
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(page).toHaveURL('/login/?redirect=%2Foverview%2F');
  expect(await seededAt()).not.toBe(before);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
