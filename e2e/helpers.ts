import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Passw0rd!';
export const accounts = {
  client: { email: 'client@example.com', firstName: 'Grace', label: 'Client' },
  provider: { email: 'provider@example.com', firstName: 'Amaka', label: 'Therapist' },
} as const;

/** Signs in through the login form (the page must show it). */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signIn(page: Page, who: keyof typeof accounts) {
  await page.goto('/login/');
  await signInWithForm(page, accounts[who].email);
  await expect(page).toHaveURL('/overview/');
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${accounts[who].firstName}` })).toBeVisible();
}

/** Signs out through the header's confirmation (the demo data stays as it is). */
export async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
}

/** The header's navigation (desktop layout). */
export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}
