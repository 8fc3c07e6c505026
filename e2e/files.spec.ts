import { expect, test, type Page } from './fixtures';
import { setGerman, signIn, storedDemoPart } from './helpers';

// Decision 0089: empty files are refused before anything is sent; a chat carries references to its
// attachments, whose bytes come from a link with a token when the reader opens one.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const bubble = (page: Page, text: string) => page.getByRole('log').getByRole('article').filter({ hasText: text });

/** Counts the requests of this page whose method and path match. */
function countRequests(page: Page, method: string, path: RegExp) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
}

test('zero-byte files are accepted: the chat composer refuses an empty attachment before anything is sent', async ({
  page,
}) => {
  await signIn(page, 'client', '/messages/pr_demo/');
  const sends = countRequests(page, 'POST', /\/api\/messages\/store$/);
  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'consent-form.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
  await expect(page.getByRole('alert')).toHaveText('consent-form.pdf: This file is empty.');
  await expect(page.getByRole('button', { name: 'Remove consent-form.pdf' })).toHaveCount(0);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Is the form needed?');
  await box.press('Enter');
  await expect(bubble(page, 'Is the form needed?')).toContainText('Sent');
  expect(sends).toHaveLength(1);
  const messages = await storedDemoPart<{ body: string | null; attachments: unknown[] }[]>(page, 'messages');
  expect(messages.find((m) => m.body === 'Is the form needed?')?.attachments).toEqual([]);
});

test('zero-byte files are accepted: the profile picture picker refuses an empty image, in German too', async ({
  page,
}) => {
  await signIn(page, 'client');
  await setGerman(page);
  await page.goto('/account/');
  const uploads = countRequests(page, 'POST', /\/api\/client\/profile-picture$/);
  await page.getByRole('button', { name: 'Bild ändern' }).click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'ich.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) });
  await expect(page.getByRole('alert').filter({ hasText: 'Diese Datei ist leer.' })).toBeVisible();
  await expect(page).not.toHaveURL(/modal=cropper/);
  expect(uploads).toEqual([]);
});

test('uploaded files are served without a token: a chat attachment is a link with a token, fetched only when opened', async ({
  page,
}) => {
  await signIn(page, 'client', '/messages/pr_demo/');
  const fileRequests = countRequests(page, 'GET', /\/api\/files\//);
  await page.locator('input[type=file]').setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: PNG });
  const stored = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/messages/store'),
  );
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  const { attachments } = (await (await stored).json()) as {
    attachments: { identifier: string; url: string; mimeType: string }[];
  };
  const [file] = attachments;
  expect(file?.identifier).toMatch(/^at_[\w-]{22}$/);
  expect(file?.url).toMatch(new RegExp(`/api/files/${file?.identifier}\\?token=[0-9a-z]+\\.[\\w-]{22}$`));
  expect(file?.mimeType).toBe('image/png');

  // The conversation (polled) carries the reference only; nothing of the file is fetched until it is opened.
  const withFile = bubble(page, 'plan.png');
  await expect(withFile).toContainText('Sent');
  await page.reload();
  await expect(withFile).toContainText('plan.png');
  expect(fileRequests).toEqual([]);
  const served = page.waitForResponse((r) => r.url() === file?.url);
  await withFile.getByText('plan.png').click();
  const response = await served;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  const image = withFile.getByRole('img', { name: 'plan.png' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // Without its token the file is not served, whoever asks.
  const bare = await page.evaluate(async (url) => (await fetch(url.slice(0, url.indexOf('?')))).status, file!.url);
  expect(bare).toBe(401);
});
