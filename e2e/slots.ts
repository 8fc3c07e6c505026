import { expect, type Locator, type Page } from '@playwright/test';

/**
 * In the open scheduling or reschedule modal: picks the last selectable day of the shown month and its first slot;
 * returns the slot's label and the slot. Picking a day moves focus to its slots.
 *
 * When that day is fewer than `minDaysAhead` days after today (the end of a month), it picks from the next month
 * instead, so a test's outcome does not hang on the date it runs: moves within 48 hours need approval.
 */
export async function pickSlot(
  page: Page,
  slotsName = /^Available times on /,
  minDaysAhead = 3,
): Promise<{ label: string; slot: Locator }> {
  const dialog = page.getByRole('dialog');
  const grid = dialog.getByRole('grid');
  const days = grid.getByRole('button', { disabled: false });
  await expect(days.first()).toBeVisible();
  const today = grid.locator('td[data-today]');
  if ((await today.count()) > 0) {
    const dayNumber = async (cell: Locator) => Number.parseInt((await cell.textContent()) ?? '', 10);
    if ((await dayNumber(days.last())) - (await dayNumber(today)) < minDaysAhead) {
      // The calendar's navigation: previous month, then next month. The grid is named by its month; today's cell may
      // stay in the next month's first row as a hidden outside day, so the name says the month changed.
      const shownMonth = (await grid.getAttribute('aria-label')) ?? '';
      await dialog.locator('nav button').last().click();
      await expect(grid).not.toHaveAccessibleName(shownMonth);
      await expect(days.first()).toBeVisible();
    }
  }
  await days.last().click();
  const group = dialog.getByRole('group', { name: slotsName });
  const slot = group.getByRole('button').first();
  await expect(slot).toBeFocused();
  const label = (await slot.textContent()) ?? '';
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  return { label, slot };
}
