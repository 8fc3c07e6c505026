import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn, sleepDiaryPdf } from './helpers';

const dialog = (page: import('@playwright/test').Page) => page.getByRole('dialog');
const pdf = sleepDiaryPdf('intake-scan.pdf');
const png = { name: 'diagram.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') };

test('a provider adds a note with a PDF, reads and previews it, edits it and deletes it', async ({ page }) => {
  test.setTimeout(180_000); // pdf.js draws the preview, which takes a while on a busy 2-core runner
  await signIn(page, 'provider', '/appointments/?id=bk_completed_nofeedback');
  const notes = page.getByRole('region', { name: 'Session notes' });
  await expect(notes.getByRole('button', { name: 'Follow-up', exact: true })).toBeVisible();

  // Add: the title rule, a refused file type, then a PDF; sent as multipart.
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Add note' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Title').fill('ab');
  await page.getByLabel('Content').fill('Worked on the sleep diary.');
  await expect(page.getByText('26 / 400')).toBeVisible();
  await page
    .getByLabel('Attachments')
    .setInputFiles({ name: 'run.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await dialog(page).getByRole('button', { name: 'Add note', exact: true }).click();
  await expect(page.getByText('The title must be 3 to 32 characters.')).toBeVisible();
  await expect(
    page.getByText('run.exe: Only .doc, .docx, .pdf, .jpg, .jpeg and .png files can be uploaded.'),
  ).toBeVisible();
  await page.getByLabel('Title').fill('Second session');
  await page.getByLabel('Attachments').setInputFiles(pdf);
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/note'));
  await dialog(page).getByRole('button', { name: 'Add note', exact: true }).click();
  expect((await sent).headers()['content-type']).toContain('multipart/form-data');
  await expect(page.getByText('Note added')).toBeVisible();
  // Newest first.
  await expect(
    notes.getByRole('listitem').first().getByRole('button', { name: 'Second session', exact: true }),
  ).toBeVisible();

  // Display, then the attachment's preview: its first page, drawn by pdf.js.
  await notes.getByRole('button', { name: 'Second session', exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Second session' })).toBeVisible();
  await expect(dialog(page).getByText('Worked on the sleep diary.')).toBeVisible();
  await expect(dialog(page).getByText(/^Written /)).toBeVisible();
  await expect(page.getByText('Note added')).toBeHidden({ timeout: 15_000 }); // the toast's fade-out is not the modal's
  await expectNoAxeViolations(page);
  await dialog(page)
    .getByRole('button', { name: `Preview ${pdf.name}` })
    .click();
  await expect(dialog(page).getByRole('heading', { name: pdf.name })).toBeVisible();
  await expect(page).toHaveURL(/modal=note-file/);
  await expect(dialog(page).getByRole('group', { name: `${pdf.name}, page 1 of 2` })).toContainText(
    'Sleep diary - week 1',
    { timeout: 30_000 },
  );
  await expectNoAxeViolations(page);
  await dialog(page).getByRole('button', { name: 'Back to the note' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Second session' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close' }).first().click();

  // Edit: the title and content are replaced and a file is added.
  await notes.getByRole('button', { name: 'Edit Second session' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit note' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Second session');
  await expect(dialog(page).getByText(pdf.name)).toBeVisible();
  await page.getByLabel('Title').fill('Second session, revised');
  await page.getByLabel('Add attachments').setInputFiles(png);
  await dialog(page).getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved')).toBeVisible();
  await page.reload();
  await notes.getByRole('button', { name: 'Second session, revised', exact: true }).click();
  await expect(dialog(page).getByRole('button', { name: `Preview ${pdf.name}` })).toBeVisible();
  await dialog(page)
    .getByRole('button', { name: `Preview ${png.name}` })
    .click();
  await expect(dialog(page).getByRole('img', { name: png.name })).toBeAttached();
  await page.goto('/appointments/?id=bk_completed_nofeedback');

  // Delete.
  await notes.getByRole('button', { name: 'Delete Second session, revised' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Delete session note' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog(page).getByRole('button', { name: 'Delete note' }).click();
  await expect(page.getByText('Session Note Deleted')).toBeVisible();
  await expect(notes.getByRole('button', { name: /Second session/ })).toHaveCount(0);
  await page.reload();
  await expect(notes.getByRole('button', { name: 'Follow-up', exact: true })).toBeVisible();
  await expect(notes.getByRole('button', { name: /Second session/ })).toHaveCount(0);
});
