import { expect, test, type Page } from './fixtures';
import {
  demoBackendState,
  expectNoAxeViolations,
  putDemoBackendState,
  signIn,
  sleepDiaryPdf,
  watchPolicyViolations,
} from './helpers';

// PDF previews render: a sandboxed frame would stop Chromium's PDF viewer, and the built page's policy has
// `frame-src 'none'`, so pdf.js draws them (decision 0089); no /messages/* visit logs a policy violation.

const attachment = (page: Page, name: string) =>
  page
    .getByRole('log')
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: name }) });

/** How many pixels of the canvas pdf.js drew on are not white (the page's background). */
const inkedPixels = (page: Page, name: string) =>
  page
    .getByRole('group', { name })
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let inked = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 && data[i + 3]! > 0) inked++;
      return inked;
    });

test('PDF previews never render: a chat’s PDF attachment shows its pages under the built policy, with no violation on /messages/*', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await watchPolicyViolations(page);
  const pdfCode: string[] = [];
  page.on('request', (request) => {
    if (/PdfPreview|pdf\.worker/.test(request.url())) pdfCode.push(request.url());
  });
  await signIn(page, 'client', '/messages/');
  await page.getByRole('link', { name: /Amaka Okafor/ }).click();
  await expect(page).toHaveURL('/messages/pr_demo/');
  // The seeded attachment is listed, closed: no file is framed or fetched, and pdf.js is not loaded for it.
  await expect(attachment(page, 'intake-form.pdf')).toBeVisible();
  expect(pdfCode).toEqual([]);

  await page.locator('input[type=file]').setInputFiles(sleepDiaryPdf());
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('My sleep diary for this week.');
  await box.press('Enter');
  const sent = page.getByRole('log').getByRole('article').filter({ hasText: 'My sleep diary for this week.' });
  await expect(sent).toContainText('Sent');
  await sent.locator('summary', { hasText: 'sleep-diary.pdf' }).click();

  // The first page, drawn on a canvas, with its text in the text layer; then the second. (pdf.js's worker, 1.2 MB
  // of script, takes its time to start on a busy 2-core machine.)
  const firstPage = page.getByRole('group', { name: 'sleep-diary.pdf, page 1 of 2' });
  await expect(firstPage.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(firstPage).toContainText('Sleep diary - week 1');
  await expect.poll(() => inkedPixels(page, 'sleep-diary.pdf, page 1 of 2')).toBeGreaterThan(100);
  await expect(sent.getByText('Page 1 of 2')).toBeVisible();
  await expect(sent.getByRole('link', { name: 'Download sleep-diary.pdf' })).toHaveAttribute(
    'download',
    'sleep-diary.pdf',
  );
  await expect(sent.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await sent.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('group', { name: 'sleep-diary.pdf, page 2 of 2' })).toContainText(
    'Evenings: no screens after 10 pm',
  );
  await expect(sent.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(sent.locator('iframe, object, embed')).toHaveCount(0);
  // pdf.js came with the preview, its worker from this origin.
  expect(pdfCode.some((url) => url.startsWith(`${new URL(page.url()).origin}/assets/pdf.worker`))).toBe(true);
  await expectNoAxeViolations(page);

  // A file that claims to be HTML is never rendered: no frame, only its download.
  const { state } = await demoBackendState(page);
  const messages = state.messages as { identifier: string; attachments: object[] }[];
  messages
    .find((m) => m.identifier === 'msg_demo_040')!
    .attachments.push({ identifier: 'at_e2e_html', name: 'welcome.html', mimeType: 'text/html', sizeBytes: 60 });
  await putDemoBackendState(page, state);
  await page.reload();
  await attachment(page, 'welcome.html').locator('summary').click();
  await expect(attachment(page, 'welcome.html')).toContainText(
    'This file cannot be shown here. Download it to open it.',
  );
  await expect(attachment(page, 'welcome.html').getByRole('link', { name: 'Download welcome.html' })).toBeVisible();
  await expect(page.locator('iframe, object, embed')).toHaveCount(0);

  // The seeded PDF opens too, and nothing on these pages broke the policy.
  await attachment(page, 'intake-form.pdf').locator('summary').click();
  await expect(page.getByRole('group', { name: 'intake-form.pdf, page 1 of 1' })).toContainText(
    'intake-form.pdf - demo file of the offline backend',
    { timeout: 30_000 },
  );
  await page.goto('/messages/');
  await expect(page.getByRole('link', { name: /Amaka Okafor/ })).toBeVisible();
  expect(violations).toEqual([]);
});
