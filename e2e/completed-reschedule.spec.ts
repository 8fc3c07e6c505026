import { expect, test, type Page } from './fixtures';
import { setGerman, signIn } from './helpers';
import { pickSlot } from './slots';

// bk_completed_reschedulable (mocks/README.md): completed three days ago, `allowRescheduleCompletedBooking: true`.
const id = 'bk_completed_reschedulable';
const dialog = (page: Page) => page.getByRole('dialog');
const attentionItem = (page: Page, name: string) =>
  page.getByRole('region', { name }).locator(`li[data-booking="${id}"]`);
const listRow = (page: Page) => page.locator(`li[data-booking="${id}"]`);

test.describe.configure({ timeout: 120_000 });

test('a completed session the backend lets move waits on the overview; the client moves it without approval', async ({
  page,
}) => {
  await signIn(page, 'client');
  const item = attentionItem(page, 'Needs your attention');
  await expect(item.getByText('This session has ended and can be moved to a new time')).toBeVisible();
  await item.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByText('Reschedule appointment')).toBeVisible();
  await expect(dialog(page).getByText('You have 2 reschedule attempts left.')).toBeVisible();
  await expect(dialog(page).getByText(/can no longer be moved/)).toHaveCount(0);

  const approval = page.waitForResponse((r) =>
    r.url().includes(`/api/booking/${id}/reschedule/approval-required?timeslotIdentifier=`),
  );
  await pickSlot(page);
  expect((await (await approval).json()).approvalRequired).toBe(false);
  const request = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/api/booking/${id}/reschedule`),
  );
  await dialog(page).getByRole('button', { name: 'Reschedule', exact: true }).click();
  await request;
  await expect(page.getByText('Appointment rescheduled successfully')).toBeVisible();

  // Moved: an upcoming confirmed session with the usual actions, no longer waiting on the overview.
  await page.goto('/appointments/?status=confirmed');
  await expect(listRow(page).getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(listRow(page).getByRole('button')).toHaveText(['Reschedule', 'Cancel']);
  await page.goto('/overview/');
  await expect(page.getByRole('region', { name: 'Needs your attention' }).locator('li').first()).toBeVisible();
  await expect(attentionItem(page, 'Needs your attention')).toHaveCount(0);
});

test.describe('in German on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the overview and the list offer Verschieben on it', async ({ page }) => {
    await signIn(page, 'client');
    await setGerman(page);
    await page.goto('/overview/');
    const item = attentionItem(page, 'Wartet auf Sie');
    await expect(
      item.getByText('Diese Sitzung ist vorbei und kann auf einen neuen Termin verlegt werden'),
    ).toBeVisible();
    await expect(item.getByRole('button', { name: 'Verschieben' })).toBeVisible();
    await page.goto('/appointments/?status=confirmed');
    await expect(listRow(page).getByText('Abgeschlossen', { exact: true })).toBeVisible();
    await listRow(page).getByRole('button', { name: 'Verschieben' }).click();
    await expect(dialog(page).getByText('Ihnen bleiben noch 2 Verschiebungen.')).toBeVisible();
  });
});
