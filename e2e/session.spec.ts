import { expect, test } from './fixtures';
import {
  accounts,
  appRunning,
  mainNav,
  signIn,
  signInThroughLoginPage,
  signInWithForm,
  storedDemoPart,
} from './helpers';

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
  await appRunning(page);
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
