import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, setGerman } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog');
const apiCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/')) calls.push(`${r.method()} ${path.slice(4)}`);
  });
  return calls;
};

test('in German: a cancelled booking says who cancelled and why; the cancel and reschedule modals show the backend’s policy figures', async ({ page }) => {
  await setGerman(page);
  const calls = apiCalls(page);
  await page.goto('/login/');
  await page.getByLabel('E-Mail-Adresse').fill('client@example.com');
  await page.getByLabel('Passwort', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL('/overview/');

  await page.goto('/appointments/?id=bk_cancelled_confirmed');
  const cancellation = page.getByRole('region', { name: 'Stornierung' });
  await expect(cancellation.getByText('Sie haben diese Buchung storniert.')).toBeVisible();
  await expect(cancellation.getByText('Notiz: I can no longer make this time.')).toBeVisible();
  expect(calls).toContain('GET /booking/bk_cancelled_confirmed/details');

  await page.goto('/appointments/?modal=cancel&id=bk_confirmed_far');
  await expect(page.getByTestId('cancel-policy')).toHaveText('Richtlinie dieser Buchung: Bei einer Stornierung innerhalb von 48 Stunden vor der Sitzung gibt es keine Erstattung.');
  expect(calls).toContain('GET /appointment/policy/bk_confirmed_far/cancellation');
  await expectNoAxeViolations(page);

  await page.goto('/appointments/?modal=reschedule&id=bk_confirmed_far');
  await expect(dialog(page).getByText('Innerhalb von 48 Stunden vor der Sitzung muss Ihre Therapeut:in dem neuen Termin zustimmen.')).toBeVisible();
  expect(calls).toContain('GET /appointment/policy/bk_confirmed_far/reschedule');
});
