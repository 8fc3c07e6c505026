import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const daysOf = (grid: HTMLElement) =>
  within(grid)
    .queryAllByRole('button', { name: /^\d+ — / })
    .filter((day) => !(day as HTMLButtonElement).disabled);

/**
 * In the open schedule or reschedule modal: picks the last selectable day of the shown month and its first slot;
 * returns the slot's label. When that day is fewer than three days from today (the end of a month), it picks from the
 * next month instead, so the outcome does not hang on the date the test runs (moves within 48 hours need approval).
 */
export async function pickSlot(user: UserEvent, slotsName = /^Available times on /): Promise<string> {
  const dialog = screen.getByRole('dialog');
  let grid = await within(dialog).findByRole('grid');
  await waitFor(() => expect(daysOf(grid).length).toBeGreaterThan(0));
  const lastDay = () => Number.parseInt(daysOf(grid).at(-1)?.textContent ?? '', 10);
  const now = new Date();
  if (grid.getAttribute('aria-label')?.includes(String(now.getFullYear())) && lastDay() - now.getDate() < 3) {
    const month = grid.getAttribute('aria-label');
    await user.click(within(dialog).getByRole('button', { name: 'Go to the Next Month' }));
    await waitFor(() => expect(within(dialog).getByRole('grid')).not.toHaveAttribute('aria-label', month));
    grid = within(dialog).getByRole('grid');
    await waitFor(() => expect(daysOf(grid).length).toBeGreaterThan(0));
  }
  await user.click(daysOf(grid).at(-1)!);
  const slot = within(within(dialog).getByRole('group', { name: slotsName })).getAllByRole('button')[0]!;
  await user.click(slot);
  expect(slot).toHaveAttribute('aria-pressed', 'true');
  return slot.textContent ?? '';
}
