import { expect, test } from './fixtures';
import { e2eOrigin, signIn } from './helpers';

test('switching to German translates the page, sets the cookies and sends the headers', async ({ page }) => {
  await signIn(page, 'client');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /DE/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo, Grace' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('Übersicht · Therapy Booking');
  await expect(
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Übersicht' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
  expect(cookies['X-Locale']).toBe('de');
  expect(cookies['X-Language']).toBe('de');

  // The same values go out as request headers.
  const request = page.waitForRequest((r) => r.url().endsWith('/api/user/info'));
  await page.reload();
  const headers = (await request).headers();
  expect(headers['x-language']).toBe('de');
  expect(headers['x-locale']).toBe('de');
  expect(headers['x-origin-domain']).toBe(new URL(e2eOrigin).host);

  // The language stays after a reload and switches back.
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo, Grace' })).toBeVisible();
  await page.getByRole('group', { name: 'Sprache' }).getByRole('button', { name: /EN/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeVisible();
});

test('the landing and login pages are translated', async ({ page, context }) => {
  await context.addCookies([
    { name: 'X-Locale', value: 'de', url: e2eOrigin },
    { name: 'X-Language', value: 'de', url: e2eOrigin },
  ]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Finden Sie die passende Therapie und buchen Sie Ihre Sitzung in wenigen Minuten',
  );
  await page.getByRole('banner').getByRole('link', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein')).toBeVisible();
  await expect(page.getByText('Bitte geben Sie Ihr Passwort ein')).toBeVisible();
});
