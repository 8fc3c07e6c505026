import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations as axeScan, setGerman, signInWithForm, sleepDiaryPdf, storedDemoPart } from './helpers';

// pr_new (mocks/README.md): a GB provider who signed up and has set up nothing yet. Each test starts on a fresh seed.
const NEW_PROVIDER = 'new-provider@example.com';

const pdf = (name: string, size = 2048) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size)]),
});
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
});

interface StoredProvider {
  identifier: string;
  qualifications: { type: string; body: string | null; credentialNumber: string | null; files: { name: string }[] }[];
  insurance: { name: string }[];
  experience: {
    companyName: string;
    jobTitle: string;
    startDate: string;
    endDate: string | null;
    currentlyWorksHere: boolean;
  }[];
  bookingFee: {
    general: { fee: number; isFree: boolean };
    therapy: { therapyIdentifier: string; fee: number; isFree: boolean }[];
  };
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
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every((t) => getComputedStyle(t).opacity === '1'),
  );
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
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('ct_gb');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await expect(page.getByText('Enter a title of 2 to 32 letters')).toBeVisible();
  await page.getByLabel('State').selectOption({ label: 'England' });
  await page.getByLabel('Title').fill('Dr');
  await page.getByLabel('Gender').selectOption('female');
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/provider/update/info'));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  expect((await saved).postDataJSON()).toEqual({
    countryIdentifier: 'ct_gb',
    stateIdentifier: 'st_eng',
    title: 'Dr',
    gender: 'female',
  });

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

test('a new provider sets up, uploads credentials, adds work history and fees, adds bank details and submits for verification', async ({
  page,
}) => {
  test.setTimeout(300_000); // pdf.js draws a preview on the way, which takes a while on a busy 2-core runner
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
  await licence
    .getByLabel('Files', { exact: true })
    .setInputFiles([
      pdf('big-scan.pdf', 10.5 * 1024 * 1024),
      { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
  await expect(licence.getByText('big-scan.pdf: File too large')).toBeVisible();
  await expect(
    licence.getByText('setup.exe: Only .doc, .docx, .pdf, .jpg, .jpeg and .png files can be uploaded.'),
  ).toBeVisible();
  await expect(licence.getByText('Use only letters, digits, dashes and slashes')).toBeVisible();
  await expectNoAxeViolations(page);
  await licence.getByRole('button', { name: 'Upload' }).click();
  expect(uploads).toBe(0);
  await licence.getByLabel('Licence number').fill('PYL-0123/A');
  await licence
    .getByLabel('Files', { exact: true })
    .setInputFiles([sleepDiaryPdf('hcpc-registration-certificate.pdf'), png('card.png')]);
  await licence.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('File upload successful')).toBeVisible();
  expect(uploads).toBe(1);
  const [stored] = (await newProvider(page)).qualifications;
  expect(stored).toMatchObject({
    type: 'license',
    body: 'Health and Care Professions Council',
    credentialNumber: 'PYL-0123/A',
  });
  expect(stored?.files.map((f) => f.name)).toEqual(['hcpc-registration-certificate.pdf', 'card.png']);
  const licenceSection = page.getByRole('region', { name: 'Licence' });
  await expect(licenceSection.getByText('Health and Care Professions Council')).toBeVisible();
  await expect(
    licenceSection.getByRole('button', { name: 'hcpc-regis… (preview hcpc-registration-certificate.pdf)' }),
  ).toHaveText('hcpc-regis…');

  // Previewing: a PDF's first page drawn by pdf.js (fetched from the file's URL), with its download.
  await licenceSection.getByRole('button', { name: 'hcpc-regis… (preview hcpc-registration-certificate.pdf)' }).click();
  await expect(page.getByRole('group', { name: 'hcpc-registration-certificate.pdf, page 1 of 2' })).toContainText(
    'Sleep diary - week 1',
    { timeout: 30_000 },
  );
  await expect(page.getByRole('link', { name: 'Download hcpc-registration-certificate.pdf' })).toBeVisible();
  await page.keyboard.press('Escape');
  // An image as <img>.
  await licenceSection.getByRole('button', { name: 'card.png (preview card.png)' }).click();
  await expect(page.getByRole('img', { name: 'card.png' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // Indemnity insurance: three files chosen, one removed before upload, one request per file.
  await page.getByRole('button', { name: 'Upload files' }).click();
  const insurance = dialog(page, 'Indemnity insurance files');
  await insurance
    .getByTestId('insurance-file-input')
    .setInputFiles([pdf('indemnity-certificate-2026.pdf', 3 * 1024), png('cover.png'), pdf('old-policy.pdf')]);
  await expect(insurance.getByText('indemnity-…')).toBeVisible();
  await expect(insurance.getByText('3 kB · ready')).toBeVisible();
  await expectNoAxeViolations(page);
  await insurance.getByRole('button', { name: 'Remove old-policy.pdf' }).click();
  await expect(insurance.getByRole('listitem')).toHaveCount(2);
  let insuranceUploads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/provider/indemnity-insurance') && r.method() === 'POST') insuranceUploads++;
  });
  await insurance.getByRole('button', { name: 'Upload Qualification' }).click();
  await expect(page.getByText('File upload successful')).toBeVisible();
  // One request per file; the second may still be on its way when the first one's toast shows.
  await expect.poll(() => insuranceUploads).toBe(2);
  await expect
    .poll(async () => (await newProvider(page)).insurance.map((f) => f.name))
    .toEqual(['indemnity-certificate-2026.pdf', 'cover.png']);
  const insuranceSection = page.getByRole('region', { name: 'Indemnity insurance' });
  await expect(insuranceSection.getByRole('listitem')).toHaveCount(2);
  // Deleting asks first.
  await insuranceSection.getByRole('button', { name: 'Delete cover.png' }).click();
  await expect(page.getByText('The insurance file is deleted. This cannot be undone.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(insuranceSection.getByRole('listitem')).toHaveCount(1);

  // Work history: add a past job, edit it, add the current one; newest first, 'Present' for the current job.
  // The toasts go first: a toast under the pointer stays while hovered, and it can sit over the tab.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Work history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work history' })).toBeVisible();
  await page.getByRole('button', { name: 'Add experience' }).click();
  const add = dialog(page, 'Add experience');
  await add.getByLabel('Company name').fill('St Mary’s Hospital');
  await add.getByLabel('Job title').fill('Assistant Psychologist');
  await add.getByLabel('Start month').fill('2018-03');
  await add.getByLabel('End month').fill('2017-12');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('The end cannot be before the start')).toBeVisible();
  await expect(add.getByText('0 / 1,000')).toBeVisible();
  await expectNoAxeViolations(page);
  await add.getByLabel('End month').fill('2020-06');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Work History Saved')).toBeVisible();
  const history = page.getByRole('region', { name: 'Your work history' });
  await expect(history.getByText('March 2018 – June 2020')).toBeVisible();
  await history.getByRole('button', { name: 'Edit Assistant Psychologist' }).click();
  const edit = dialog(page, 'Edit experience');
  await expect(edit.getByLabel('Company name')).toHaveValue('St Mary’s Hospital');
  await edit.getByLabel('Job title').fill('Psychologist');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Work History Updated')).toBeVisible();
  await page.getByRole('button', { name: 'Add experience' }).click();
  await add.getByLabel('Company name').fill('London Therapy Rooms');
  await add.getByLabel('Job title').fill('Counselling Psychologist');
  await add.getByLabel('Start month').fill('2020-07');
  await add.getByLabel('End month').fill('2021-01');
  await add.getByLabel('I currently work here').check();
  await expect(add.getByLabel('End month')).toBeDisabled();
  await expect(add.getByLabel('End month')).toHaveValue('');
  await add.getByLabel('Description').fill('Individual and couples work.');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Work History Saved')).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText(
    'Counselling PsychologistLondon Therapy RoomsJuly 2020 – Present',
  );
  await expect(history.getByRole('listitem').nth(1)).toContainText('Psychologist');
  expect((await newProvider(page)).experience.find((e) => e.currentlyWorksHere)).toMatchObject({
    endDate: null,
    startDate: '2020-07',
  });
  await expectNoAxeViolations(page);

  // Fees: GBP, entered in pounds and sent in pence; 'Free' sets 0 and unticking restores the value.
  const tabs = page.getByRole('navigation', { name: 'Account sections' });
  await tabs.getByRole('link', { name: 'Fees' }).click();
  const fee = page.getByLabel('Fee (GBP)');
  const free = page.getByRole('checkbox', { name: 'Free' });
  await expect(fee).toBeDisabled();
  await expect(free).toBeChecked();
  await free.uncheck();
  await fee.fill('0');
  await page.getByRole('button', { name: 'Save fee' }).click();
  await expect(page.getByText('A fee of 0 is only possible as free: tick Free instead')).toBeVisible();
  // A decimal point is refused, never read past (45.5 is not £455), and so is more than the maximum: nothing is sent.
  const feePosts: string[] = [];
  page.on('request', (r) => r.url().includes('/api/provider/booking-fee/') && feePosts.push(r.url()));
  await fee.fill('45.5');
  await page.getByRole('button', { name: 'Save fee' }).click();
  await expect(page.getByText('Enter a whole amount')).toBeVisible();
  await expect(fee).toHaveValue('45.5');
  await fee.fill('100001');
  await page.getByRole('button', { name: 'Save fee' }).click();
  await expect(page.getByText('The fee can be at most 100,000 GBP')).toBeVisible();
  expect(feePosts).toEqual([]);
  await fee.fill('45');
  await free.check();
  await expect(fee).toHaveValue('0');
  await expect(fee).toBeDisabled();
  await free.uncheck();
  await expect(fee).toHaveValue('45');
  const feeSent = page.waitForRequest((r) => r.url().endsWith('/api/provider/booking-fee/general'));
  await page.getByRole('button', { name: 'Save fee' }).click();
  expect((await feeSent).postDataJSON()).toEqual({ fee: 4500, isFree: false });
  await expect(page.getByText('Fee Successfully Saved')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Set therapy fees' }).click();
  const therapyFees = dialog(page, 'Therapy fees');
  await expect(therapyFees.getByText('Leave a fee empty to use the general fee (£45).')).toBeVisible();
  await therapyFees.getByRole('group', { name: 'Couples Therapy' }).getByLabel('Fee (GBP)').fill('60.5');
  await therapyFees.getByRole('button', { name: 'Save fee' }).click();
  await expect(therapyFees.getByText('Enter a whole amount')).toBeVisible();
  expect(feePosts).toHaveLength(1);
  await therapyFees.getByRole('group', { name: 'Couples Therapy' }).getByLabel('Fee (GBP)').fill('60');
  await expectNoAxeViolations(page);
  const therapySent = page.waitForRequest((r) => r.url().endsWith('/api/provider/booking-fee/therapy'));
  await therapyFees.getByRole('button', { name: 'Save fee' }).click();
  expect((await therapySent).postDataJSON()).toEqual({
    fees: [{ therapyIdentifier: 'th_couples', fee: 6000, isFree: false }],
  });
  await expect(page.getByTestId('therapy-fees')).toContainText('Individual TherapyGeneral fee (£45)Couples Therapy£60');

  // Bank details: the GB form, then the US variant; the saved number is shown masked.
  await tabs.getByRole('link', { name: 'Payouts' }).click();
  await expect(page.getByText('No bank account saved yet.')).toBeVisible();
  await expect(page.getByLabel('Country of the bank')).toHaveValue('GB');
  await page.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page.getByText("Use 3 to 32 letters A–Z without accents, spaces and - , . ' only")).toBeVisible();
  await expect(page.getByText('Enter 5 to 100 characters')).toBeVisible();
  await expect(page.getByLabel('Date of birth')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Account name').fill("Ruth O'Neil-Mensah");
  await page.getByLabel('Bank name').fill('Barclays');
  await page.getByLabel('Bank or sort code').fill('401276');
  await page.getByLabel('Account number').fill('12346789');
  await page.getByLabel('Address').fill('1 High Street');
  await page.getByLabel('Postal code').fill('SW1A 1AA');
  await page.getByRole('radio', { name: 'Checking' }).check();
  await page.getByRole('radio', { name: 'Personal' }).check();
  await page.getByLabel('Date of birth').fill('1985-04-12');
  await page.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page.getByText('Data saved successfully')).toBeVisible();
  await expect(page.getByTestId('bank-current')).toHaveText('Saved account: Barclays, ••••6789');
  expect((await newProvider(page)).bankDetails).toMatchObject({
    countryCode: 'GB',
    accountNumber: '12346789',
    dateOfBirth: '1985-04-12',
    ownership: 'personal',
  });
  await page.getByLabel('Country of the bank').selectOption('US');
  await expect(page.getByLabel('Date of birth')).toHaveCount(0);
  await page.getByLabel('Account number').fill('987654321');
  await page.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page.getByText('Use 3 to 32 letters A–Z without accents, spaces and hyphens only')).toBeVisible();
  await page.getByLabel('Account name').fill('Ruth Mensah');
  await page.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page.getByTestId('bank-current')).toHaveText('Saved account: Barclays, ••••4321');
  expect((await newProvider(page)).bankDetails).toMatchObject({
    countryCode: 'US',
    accountName: 'Ruth Mensah',
    dateOfBirth: null,
  });

  // Document review: every document with a preview and the profile summary; confirmed, submitted, back on the overview.
  await tabs.getByRole('link', { name: 'Verification' }).click();
  await expect(page.getByTestId('verification-status')).toContainText('Verification status: Draft');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Review and submit' }).click();
  const review = dialog(page, 'Document review');
  await expect(review.getByText('Your documents (3)')).toBeVisible();
  await expect(review.getByText('Dr Ruth Mensah')).toBeVisible();
  await review.getByRole('button', { name: 'Preview card.png' }).click();
  await expect(review.getByRole('img', { name: 'card.png' })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Submit for verification' })).toBeDisabled();
  await review.getByLabel('I confirm that these documents are mine, current and correct.').check();
  await expectNoAxeViolations(page);
  await review.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page).toHaveURL('/overview/');
  await expect(page.getByText('Submitted for verification').first()).toBeVisible();
  await expect(page.getByTestId('verification-status')).toContainText('Verification status: Submitted');
  await expect(page.getByRole('region', { name: 'Your path to verification' }).getByText('6 of 6 done')).toBeVisible();
  expect((await newProvider(page)).verificationStatus).toBe('submitted');
  // The documents are read-only while under review.
  await page.goto('/account/credentials/');
  await expect(
    page.getByText('Your documents are being reviewed, so they cannot be changed until the review is done.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Licence' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});

test('in German: the setup for a USA practice, licence states, and a submission without qualifications is refused', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInNew(page);
  await expect(page).toHaveURL('/setup/');
  await setGerman(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Praxis einrichten' })).toBeVisible();
  await expect(page.getByText('Schritt 1 von 3')).toBeVisible();
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(page.getByText('Geben Sie einen Titel mit 2 bis 32 Buchstaben ein')).toBeVisible();
  await expect(page.getByText('Dieses Feld ist erforderlich')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.getByLabel('Land', { exact: true }).selectOption({ label: 'United States' });
  await page.getByLabel('Bundesland / Staat').selectOption({ label: 'California' });
  await page.getByLabel('Titel', { exact: true }).fill('Dr');
  await page.getByLabel('Geschlecht').selectOption('female');
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(page.getByText('Schritt 2 von 3')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Family Therapy' }).check();
  await page.getByRole('checkbox', { name: 'In person' }).check();
  await page.getByRole('checkbox', { name: 'Grief' }).check();
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(page.getByText('Schritt 3 von 3')).toBeVisible();
  await page.getByLabel('Praxisadresse').fill('500 Market Street');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Speichern und abschließen' }).click();
  await expect(page).toHaveURL('/overview/');

  // The checklist has the licence states for a USA practice.
  const checklist = page.getByRole('region', { name: 'Ihr Weg zur Verifizierung' });
  await expect(checklist.getByText('1 von 7 erledigt')).toBeVisible();
  await expect(checklist.getByText('Verifizierungsstatus: Entwurf')).toBeVisible();
  await expectNoAxeViolations(page);
  await checklist.getByRole('link', { name: /Lizenzstaaten wählen/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verifizierung' })).toBeVisible();
  const states = page.getByRole('combobox', { name: 'Staaten, in denen Sie zugelassen sind' });
  await states.fill('xyz');
  await expect(page.getByText('Keine passenden Optionen gefunden')).toBeVisible();
  await states.fill('Calif');
  await page.getByRole('option', { name: 'California' }).click();
  await states.fill('New Y');
  await page.getByRole('option', { name: 'New York' }).click();
  await page.keyboard.press('Escape');
  const chosen = page.getByRole('list', { name: 'Gewählte Staaten' });
  await expect(chosen.getByRole('listitem')).toHaveText(['California', 'New York']);
  await expectNoAxeViolations(page);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/provider/license-states') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Lizenzstaaten speichern' }).click();
  expect((await sent).postDataJSON()).toEqual({ stateIdentifiers: ['st_ca', 'st_ny'] });
  // The in-page demo backend stores the change while it answers: reload once the answer is in, as a user would.
  await expect(page.getByText('Daten erfolgreich gespeichert')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Gewählte Staaten' }).getByRole('listitem')).toHaveText([
    'California',
    'New York',
  ]);

  // The backend's 409 (no qualification yet) is shown in the review, which stays open.
  await page.getByRole('button', { name: 'Prüfen und einreichen' }).click();
  const review = dialog(page, 'Unterlagen prüfen');
  await expect(review.getByText('Ihre Unterlagen (0)')).toBeVisible();
  await review.getByLabel('Ich bestätige, dass diese Unterlagen meine sind, aktuell und korrekt.').check();
  await review.getByRole('button', { name: 'Zur Verifizierung einreichen' }).click();
  await expect(review.getByRole('alert')).toHaveText(
    'Laden Sie vor dem Einreichen mindestens eine Qualifikation hoch.',
  );
  await expectNoAxeViolations(page);
  expect((await newProvider(page)).verificationStatus).toBe('draft');
});
