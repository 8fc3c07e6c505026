import { expect, test, type Page } from './fixtures';
import { setGerman, signIn } from './helpers';

// Search inside a conversation: the server searches the whole chat, the query is kept in the URL, and a hit far up
// (beyond the loaded pages) is jumped to.

const log = (page: Page) => page.getByRole('log');

test('finds messages in the whole conversation, keeps the query on reload and jumps to a hit far up', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'client', '/messages/pr_demo/');
  await expect(log(page).getByText('Please bring the worksheet.')).toBeVisible();
  // The oldest message is two pages up, not loaded yet.
  await expect(log(page).getByText('This is the beginning of your conversation with Amaka Okafor.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Search this conversation' }).click();
  const box = page.getByRole('searchbox', { name: 'Search this conversation' });
  await expect(box).toBeFocused();
  await box.fill('BOOKED a session');
  await expect(page).toHaveURL(/\/messages\/pr_demo\/\?find=BOOKED(\+|%20)a(\+|%20)session$/);
  const search = page.getByRole('search', { name: 'Search this conversation' });
  await expect(search.getByRole('status')).toHaveText('5 messages found');
  const hits = search.getByRole('listitem');
  await expect(hits).toHaveCount(5);
  await expect(hits.first().locator('mark')).toHaveText('booked a session');

  // Reload: the query, the hits and the marks in the loaded messages are still there.
  await page.reload();
  await expect(box).toHaveValue('BOOKED a session');
  await expect(hits).toHaveCount(5);
  await expect(log(page).locator('mark').first()).toHaveText('booked a session');

  // The oldest hit is the conversation's first message: the pages up to it are loaded, and it is scrolled to.
  await hits.last().getByRole('button').click();
  const current = log(page).locator('article[aria-current="true"]');
  await expect(current).toContainText('Hello, I booked a session for next week.');
  await expect(current).toBeInViewport();
  await expect(hits.last().getByRole('button')).toHaveAttribute('aria-current', 'true');
  await expect(log(page).getByText('This is the beginning of your conversation with Amaka Okafor.')).toBeAttached();

  // Closing the search drops the query from the URL.
  await search.getByRole('button', { name: 'Close the search' }).click();
  await expect(page).toHaveURL('/messages/pr_demo/');
  await expect(log(page).locator('mark')).toHaveCount(0);
});

test('in German: says when nothing matches, and finds a message by a word of it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'client');
  await setGerman(page);
  await page.goto('/messages/pr_demo/?find=Zebra');
  const search = page.getByRole('search', { name: 'Diese Unterhaltung durchsuchen' });
  await expect(search.getByRole('status')).toHaveText('Keine Nachrichten passen zu „Zebra“.');
  const box = search.getByRole('searchbox', { name: 'Diese Unterhaltung durchsuchen' });
  await box.fill('reminder');
  await expect(search.getByRole('status')).toHaveText('1 Nachricht gefunden');
  await search.getByRole('listitem').getByRole('button').click();
  const current = log(page).locator('article[aria-current="true"]');
  await expect(current).toContainText('Reminder: the session starts ten minutes later today.');
  await expect(current).toBeInViewport();
});
