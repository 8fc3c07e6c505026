import { expect, test, type Page } from './fixtures';
import { setGerman, signIn, storedDemoPart } from './helpers';

// Decision 0005: answers that are not the API's JSON (a proxy's HTML page, even with 200) are never trusted. The
// demo backend's `html` fault answers such a page (mocks/README.md, fault injection).

const MESSAGE = 'I would like to know how online sessions with a therapist work.';
const clearFaults = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/__mock/faults', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ faults: [] }),
    }),
  );

async function fillContact(page: Page, faults: string) {
  await page.goto(`/contact/?mockFaults=${encodeURIComponent(faults)}`);
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill('ada@example.com');
  await main.getByLabel('First name').fill('Ada');
  await main.getByLabel('Last name').fill('Obi');
  await main.getByLabel('Message').fill(MESSAGE);
  return main;
}

test('a 200 HTML answer to the contact form is no "Message sent": it says the answer could not be read and keeps the message', async ({
  page,
}) => {
  const main = await fillContact(page, 'POST /contact=200+html');
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact');
  await main.getByRole('button', { name: 'Send message' }).click();
  expect((await answered).headers()['content-type']).toMatch(/^text\/html/);
  await expect(page.getByText('The server’s answer could not be read. Please try again.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toHaveCount(0);
  await expect(main.getByLabel('Message')).toHaveValue(MESSAGE);

  // The proxy is gone: the same form sends.
  await clearFaults(page);
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
});

test('a 502 proxy page shows the generic message in the toast, never its HTML (German too)', async ({ page }) => {
  const main = await fillContact(page, 'POST /contact=502+html');
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
  await expect(page.getByText(/502|from the proxy|DOCTYPE|nginx/)).toHaveCount(0);
  await expect(main.getByLabel('Message')).toHaveValue(MESSAGE);

  await setGerman(page);
  await page.reload();
  const german = page.getByRole('main');
  await german.getByLabel('E-Mail-Adresse').fill('ada@example.com');
  await german.getByLabel('Vorname').fill('Ada');
  await german.getByLabel('Nachname').fill('Obi');
  await german.getByLabel('Nachricht').fill(MESSAGE);
  await german.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.')).toBeVisible();
  await expect(page.getByText(/502|from the proxy|DOCTYPE|nginx/)).toHaveCount(0);
});

test('a 200 HTML answer to a chat send does not crash the conversation: an error toast, the message kept with Retry', async ({
  page,
}) => {
  await signIn(
    page,
    'client',
    `/messages/pr_second/?mockFaults=${encodeURIComponent('POST /messages/store=200+html')}`,
  );
  const conversation = page.getByRole('log');
  await expect(page.getByRole('heading', { level: 2, name: 'Lena Hoffmann' })).toBeVisible();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.getByRole('textbox', { name: 'Message' }).fill('Is the session still on?');
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByText('The server’s answer could not be read. Please try again.')).toBeVisible();
  const failed = conversation.getByRole('article').filter({ hasText: 'Is the session still on?' });
  await expect(failed).toContainText('Not sent.');
  await expect(page.getByRole('heading', { level: 2, name: 'Lena Hoffmann' })).toBeVisible();
  await expect(conversation.getByRole('article')).not.toHaveCount(0);
  expect(errors).toEqual([]);

  await clearFaults(page);
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toContainText('Sent');
  const stored = await storedDemoPart<{ body: string | null }[]>(page, 'messages');
  expect(stored.filter((m) => m.body === 'Is the session still on?')).toHaveLength(1);
});
