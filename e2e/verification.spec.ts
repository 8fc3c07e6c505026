import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations as axeScan, signInWithForm, storedDemoPart } from './helpers';

// pr_new (mocks/README.md): a GB provider who signed up and has set up nothing yet. Each test starts on a fresh seed.
const NEW_PROVIDER = 'new-provider@example.com';

const pdf = (name: string, size = 2048) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size)]) });
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
});

interface StoredProvider {
  identifier: string;
  qualifications: { type: string; body: string | null; credentialNumber: string | null; files: { name: string }[] }[];
  insurance: { name: string }[];
  experience: { companyName: string; jobTitle: string; startDate: string; endDate: string | null; currentlyWorksHere: boolean }[];
  bookingFee: { general: { fee: number; isFree: boolean }; therapy: { therapyIdentifier: string; fee: number; isFree: boolean }[] };
  bankDetails?: Record<string, unknown>;
  verificationStatus: string;
}
/** What the demo backend stored for pr_new. */
async function newProvider(page: Page): Promise<StoredProvider> {
  const all = await storedDemoPart<StoredProvider[]>(page, 'providerProfiles');
  return all.find((p) => p.identifier === 'pr_new')!;
}

/** Axe, once every toast has finished fading in (a half-transparent toast fails the contrast rule). */
async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() => [...document.querySelectorAll('[data-sonner-toast]')].every((t) => getComputedStyle(t).opacity === '1'));
  await axeScan(page);
}

function dialog(page: Page, title: string) {
  return page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });
}

async function signInNew(page: Page) {
  await page.goto('/login/');
  await signInWithForm(page, NEW_PROVIDER);
}

/** The setup's three steps, checking each step's rules first. */
async function completeSetup(page: Page) {
  await expect(page).toHaveURL('/setup/');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your practice' })).toBeVisible();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('ct_gb');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await expect(page.getByText('Enter a title of 2 to 32 letters')).toBeVisible();
  await page.getByLabel('State').selectOption({ label: 'England' });
  await page.getByLabel('Title').fill('Dr');
  await page.getByLabel('Gender').selectOption('female');
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/provider/update/info'));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  expect((await saved).postDataJSON()).toEqual({ countryIdentifier: 'ct_gb', stateIdentifier: 'st_eng', title: 'Dr', gender: 'female' });

  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Choose at least one therapy')).toBeVisible();
  await expect(page.getByText('Choose at least one speciality')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Individual Therapy' }).check();
  await page.getByRole('checkbox', { name: 'Couples Therapy' }).check();
  await page.getByRole('checkbox', { name: 'Online' }).check();
  await page.getByRole('checkbox', { name: 'Anxiety' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  // Resumable: a reload comes back to the first step not yet saved.
  await page.reload();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByLabel('Office address').fill('12345');
  await page.getByRole('button', { name: 'Save and finish' }).click();
  await expect(page.getByText('Enter an address of at least 5 characters with a letter')).toBeVisible();
  await page.getByLabel('Office address').fill('1 High St');
  await page.getByRole('button', { name: 'Save and finish' }).click();
  await expect(page).toHaveURL('/overview/');
}

test('a new provider sets up, uploads credentials, adds work history and fees, adds bank details and submits for verification', async ({ page }) => {
  test.setTimeout(240_000);
  await signInNew(page);
  await completeSetup(page);

  const checklist = page.getByRole('region', { name: 'Your path to verification' });
  await expect(checklist.getByText('Verification status: Draft')).toBeVisible();
  await expect(checklist.getByText('1 of 6 done')).toBeVisible();
  await expectNoAxeViolations(page);

  // Qualifications: a licence with two files; a 10.5 MB file and an .exe are refused before anything is sent.
  await checklist.getByRole('link', { name: /Upload your qualifications/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Credentials' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add Licence' }).click();
  const licence = dialog(page, 'Add Licence');
  await expect(licence.getByLabel('Licence name')).toBeVisible();
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/provider/qualification/file/upload')) uploads++;
  });
  await licence.getByRole('button', { name: 'Upload' }).click();
  await expect(licence.getByText('This field is required')).toHaveCount(2);
  await expect(licence.getByText('Choose at least one file')).toBeVisible();
  await licence.getByLabel('Licence name').fill('Health and Care Professions Council');
  await licence.getByLabel('Licence number').fill('PYL 0123');
  await licence.getByLabel('Files', { exact: true }).setInputFiles([pdf('big-scan.pdf', 10.5 * 1024 * 1024), { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
  await expect(licence.getByText('big-scan.pdf: File too large')).toBeVisible();
  await expect(licence.getByText('setup.exe: Only .doc, .docx, .pdf, .jpg, .jpeg and .png files can be uploaded.')).toBeVisible();
  await expect(licence.getByText('Use only letters, digits, dashes and slashes')).toBeVisible();
  await expectNoAxeViolations(page);
  await licence.getByRole('button', { name: 'Upload' }).click();
  expect(uploads).toBe(0);
  await licence.getByLabel('Licence number').fill('PYL-0123/A');
  await licence.getByLabel('Files', { exact: true }).setInputFiles([pdf('hcpc-registration-certificate.pdf'), png('card.png')]);
  await licence.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('File upload successful')).toBeVisible();
  expect(uploads).toBe(1);
  const [stored] = (await newProvider(page)).qualifications;
  expect(stored).toMatchObject({ type: 'license', body: 'Health and Care Professions Council', credentialNumber: 'PYL-0123/A' });
  expect(stored?.files.map((f) => f.name)).toEqual(['hcpc-registration-certificate.pdf', 'card.png']);
  const licenceSection = page.getByRole('region', { name: 'Licence' });
  await expect(licenceSection.getByText('Health and Care Professions Council')).toBeVisible();
  await expect(licenceSection.getByRole('button', { name: 'hcpc-regis… (preview hcpc-registration-certificate.pdf)' })).toHaveText('hcpc-regis…');

  // Previewing: a PDF in a sandboxed frame without scripts.
  await licenceSection.getByRole('button', { name: 'hcpc-regis… (preview hcpc-registration-certificate.pdf)' }).click();
  const frame = page.locator('iframe[title="hcpc-registration-certificate.pdf"]');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
});
