import { expect, type Locator, type Page } from '@playwright/test';

/**
 * In the open scheduling or reschedule modal: picks the last selectable day of the shown month and its first slot;
 * returns the slot's label and the slot. Picking a day moves focus to its slots.
 */
export async function pickSlot(
  page: Page,
  slotsName = /^Available times on /,
): Promise<{ label: string; slot: Locator }> {
  const dialog = page.getByRole('dialog');
  const days = dialog.getByRole('grid').getByRole('button', { disabled: false });
  await expect(days.first()).toBeVisible();
  await days.last().click();
  const group = dialog.getByRole('group', { name: slotsName });
  const slot = group.getByRole('button').first();
  await expect(slot).toBeFocused();
  const label = (await slot.textContent()) ?? '';
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  return { label, slot };
}
