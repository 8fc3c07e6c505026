import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, openAccountPage, setGerman, signIn } from './helpers';
import { png } from './png';

const headerPicture = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /^(Account menu for|Kontomenü für) / })
    .locator('img');

/** Picks a file in the open profile image modal. */
async function pick(page: Page, name: string, buffer: Buffer, mimeType = 'image/png') {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
}

test('client: profile with country → state, a taken user name, emergency contact', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'client');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Grace Adeyemi' })).toBeVisible();
  await openAccountPage(page, 'Profile');
  await expect(page).toHaveURL('/account/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Profile' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('User name')).toHaveValue('grace_a');
  await expectNoAxeViolations(page);

  // The state list follows the country; changing the country clears the state.
  await expect(page.getByLabel('State (optional)')).toHaveValue('st_lagos');
  await page.getByLabel('Country (optional)').selectOption({ label: 'United Kingdom' });
  await expect(page.getByLabel('State (optional)')).toHaveValue('');
  await expect(page.getByLabel('State (optional)').locator('option', { hasText: 'Lagos' })).toHaveCount(0);
  await page.getByLabel('State (optional)').selectOption({ label: 'Scotland' });
  await page.getByLabel('First name (optional)').fill('Gracie');
  await page.getByLabel('Zip code (optional)').fill('EH11');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('A zip code has 5 to 10 letters or digits')).toBeVisible();
  await page.getByLabel('Zip code (optional)').fill('EH11AB');

  // A taken user name: the server's message on the field, nothing typed lost.
  await page.getByLabel('User name').fill('sam_social');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('This user name is already taken.')).toBeVisible();
  await expect(page.getByLabel('First name (optional)')).toHaveValue('Gracie');
  await expect(page.getByLabel('State (optional)')).toHaveValue('st_sct');

  await page.getByLabel('User name').fill('gracie_a');
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/client'));
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    userName: 'gracie_a',
    firstName: 'Gracie',
    countryIdentifier: 'ct_gb',
    stateIdentifier: 'st_sct',
    zipCode: 'EH11AB',
  });
  await expect(page.getByText('Data saved successfully')).toBeVisible();
  // The header follows the new name at once; the stored copy of the profile too.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Gracie Adeyemi' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('clientProfile') ?? 'null')?.userName)).toBe(
    'gracie_a',
  );

  // Emergency contact: the rules, then the saved one replaces the old one.
  await expect(page.getByTestId('emergency-contact')).toHaveText('Saved contact: Tunde Adeyemi, 08031234567');
  await page.getByLabel('Name', { exact: true }).fill('Ada Obi');
  await page.getByLabel('Phone number').fill('0803-555');
  await page.getByRole('button', { name: 'Replace contact' }).click();
  await expect(page.getByText('A phone number has 3 to 32 digits')).toBeVisible();
  await page.getByLabel('Phone number').fill('0803555');
  await page.getByRole('button', { name: 'Replace contact' }).click();
  await expect(page.getByTestId('emergency-contact')).toHaveText('Saved contact: Ada Obi, 0803555');

  await page.reload();
  await expect(page.getByLabel('User name')).toHaveValue('gracie_a');
  await expect(page.getByLabel('Country (optional)')).toHaveValue('ct_gb');
  await expect(page.getByLabel('State (optional)')).toHaveValue('st_sct');
  await expect(page.getByTestId('emergency-contact')).toHaveText('Saved contact: Ada Obi, 0803555');
});

test('client: picture upload with crop and zoom, refused files, avatar, delete', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'client', '/account/');
  await page.getByRole('button', { name: 'Change picture' }).click();
  await expect(page.getByText('Pick a new image, use an avatar, or delete your current picture.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Checked before anything is sent.
  let uploads = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/client/profile-picture')) uploads += 1;
  });
  await pick(page, 'notes.png', Buffer.from('just some text, not an image'));
  await expect(page.getByRole('alert').filter({ hasText: 'Please upload a valid image file.' })).toBeVisible();
  await pick(page, 'notes.txt', Buffer.from('plain text'), 'text/plain');
  await expect(page.getByRole('alert').filter({ hasText: 'Please upload a valid image file.' })).toBeVisible();
  await pick(page, 'small.png', png(100, 100));
  await expect(
    page.getByRole('alert').filter({ hasText: 'Image dimensions should be at least 200x200 pixels.' }),
  ).toBeVisible();
  expect(uploads).toBe(0);

  // A real 400×300 PNG: square crop, zoom by the slider (keyboard) and the wheel, saved as JPEG in `file`.
  await pick(page, 'me.png', png(400, 300));
  await expect(page).toHaveURL(/modal=cropper/);
  await expect(page.getByText('Crop your picture')).toBeVisible();
  await expectNoAxeViolations(page);
  const zoom = page.getByTestId('zoom-value');
  await expect(zoom).toHaveText('1.0×');
  await page.getByRole('slider', { name: 'Zoom' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(zoom).toHaveText('1.2×');
  await page.getByRole('group', { name: 'Crop area' }).hover();
  await page.mouse.wheel(0, -100);
  await expect(zoom).toHaveText('1.3×');
  await page.getByRole('group', { name: 'Crop area' }).focus();
  await page.keyboard.press('-');
  await expect(zoom).toHaveText('1.2×');
  const upload = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/client/profile-picture'));
  await page.getByRole('button', { name: 'Save picture' }).click();
  expect((await upload).headers()['content-type']).toMatch(/^multipart\/form-data/);
  await expect(page.getByText('Image Changed Successfully')).toBeVisible();
  await expect(page.getByText('Crop your picture')).toHaveCount(0);
  // At once, everywhere: the page, the header, and the overview (no reload).
  const uploaded = await page.getByTestId('profile-picture').getAttribute('src');
  expect(uploaded).toMatch(/\/api\/files\/ph_[\w-]{22}$/);
  // What the server kept (sent in the field `file`, which it requires): a square JPEG, by its own bytes.
  const stored = await page.evaluate(async (url) => {
    const response = await fetch(url);
    const bitmap = await createImageBitmap(await response.blob());
    return { type: response.headers.get('content-type'), width: bitmap.width, height: bitmap.height };
  }, uploaded!);
  expect(stored).toEqual({ type: 'image/jpeg', width: stored.height, height: stored.height });
  expect(stored.height).toBeGreaterThan(100);
  await expect(headerPicture(page)).toHaveAttribute('src', uploaded!);
  await page.getByRole('banner').getByRole('link', { name: 'Overview' }).click();
  await expect(page.locator('main img').first()).toHaveAttribute('src', uploaded!);
  await page.goBack();

  // Avatar: none chosen, then one (once the toast is gone: axe reads it mid-animation).
  await expect(page.getByText('Image Changed Successfully')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Change picture' }).click();
  await page.getByRole('button', { name: 'Use an avatar' }).click();
  await expect(page.getByRole('radio', { name: 'Avatar 3' })).toBeAttached();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Use this avatar' }).click();
  await expect(page.getByText('please select an Avatar')).toBeVisible();
  // eslint-disable-next-line playwright/no-force-option -- the radio input is visually hidden behind its picture
  await page.getByRole('radio', { name: 'Avatar 3' }).check({ force: true });
  const chosen = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/client/avatar/av_03'));
  await page.getByRole('button', { name: 'Use this avatar' }).click();
  await chosen;
  await expect(page.getByText('Image Changed Successfully')).toBeVisible();
  await expect(headerPicture(page)).toHaveAttribute('src', /^data:image\/svg\+xml/);

  // Delete: the initials instead, after a reload too.
  await page.getByRole('button', { name: 'Change picture' }).click();
  await page.getByRole('button', { name: 'Delete picture' }).click();
  await expect(page.getByText('Your picture will be removed and your initials shown instead.')).toBeVisible();
  await expect(page.getByText('Image Changed Successfully')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete picture' }).click();
  await expect(page.getByText('Image Deleted Successfully')).toBeVisible();
  await expect(headerPicture(page)).toHaveCount(0);
  await expect(page.getByText('No picture yet: your initials are shown.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No picture yet: your initials are shown.')).toBeVisible();
});

test('provider (German): profile and photo, shown at once on the public page', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'provider');
  await setGerman(page);
  await page.goto('/account/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Profil' })).toBeVisible();
  // The client's own religion field is not the provider's (who has the preference list "Religionen").
  await expect(page.getByLabel('Religion', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Notfallkontakt')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel('Überschrift (optional)').fill('Paartherapeutin, CBT');
  await page.getByLabel('Überschrift (optional)').blur();
  await expect(
    page.getByText('Eine Überschrift hat 3 bis 32 Buchstaben, Leerzeichen, Bindestriche oder Klammern'),
  ).toBeVisible();
  await page.getByLabel('Überschrift (optional)').fill('Couples Therapist (CBT)');
  await page.getByLabel('Praxisadresse').fill('1234');
  await page.getByLabel('Praxisadresse').blur();
  await expect(
    page.getByText('Eine Praxisadresse hat mindestens 5 Zeichen, darunter einen Buchstaben').first(),
  ).toBeVisible();
  await page.getByLabel('Praxisadresse').fill('4 Broad Street, Lagos');
  await page.getByLabel('Über mich (optional)').fill('Ich begleite Paare und Familien.');
  await expect(page.getByText('32 von 2.000 Zeichen')).toBeVisible();
  // The speciality list: searched and picked by keyboard.
  const specialities = page.getByRole('combobox', { name: 'Schwerpunkte' });
  await specialities.fill('Trau');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Trauma entfernen' })).toBeVisible();
  await page.getByRole('button', { name: 'Depression entfernen' }).click();
  const saved = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/provider/update/info'));
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    headline: 'Couples Therapist (CBT)',
    officeAddress: '4 Broad Street, Lagos',
    specialityIdentifiers: ['sp_anxiety', 'sp_relationships', 'sp_trauma'],
  });
  await expect(page.getByText('Daten erfolgreich gespeichert')).toBeVisible();

  // Photo: dropped on the modal, cropped, saved through the provider's call.
  await page.getByRole('button', { name: 'Bild ändern' }).click();
  await expect(page.getByRole('button', { name: 'Avatar verwenden' })).toHaveCount(0);
  const image = png(300, 240).toString('base64');
  const dataTransfer = await page.evaluateHandle((b64) => {
    const transfer = new DataTransfer();
    transfer.items.add(
      new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'praxis.png', { type: 'image/png' }),
    );
    return transfer;
  }, image);
  await page.getByTestId('image-drop-zone').dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('Bild zuschneiden')).toBeVisible();
  const upload = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/provider/update/photo'));
  await page.getByRole('button', { name: 'Bild speichern' }).click();
  await upload;
  await expect(page.getByText('Bild erfolgreich geändert')).toBeVisible();
  const photo = await page.getByTestId('profile-picture').getAttribute('src');
  await expect(headerPicture(page)).toHaveAttribute('src', photo!);

  await page.getByRole('link', { name: 'Ihre öffentliche Seite ansehen' }).click();
  await expect(page.getByText('Couples Therapist (CBT)')).toBeVisible();
  await expect(page.getByText('Ich begleite Paare und Familien.')).toBeVisible();
  await expect(page.locator(`main img[src="${photo}"]`)).toBeVisible();
});

test('provider: the preference lists, saved, kept after a reload and shown on the public page (decision 0035)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'provider', '/account/');
  const group = page.getByRole('group', { name: 'Who you work with and how' });
  // The form waits for the profile and six catalogues: on a loaded machine that takes a while.
  await expect(group.getByRole('button', { name: 'Remove Christianity' })).toBeVisible({ timeout: 30_000 });
  // Searched and picked with the keyboard, as the other lists.
  const approaches = group.getByRole('combobox', { name: 'Therapy approaches (optional)' });
  await approaches.fill('mind');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await group.getByRole('button', { name: 'Remove Islam' }).click();
  await group.getByRole('combobox', { name: 'Backgrounds (optional)' }).fill('vet');
  await page.getByRole('option', { name: 'Veterans' }).click();
  await page.keyboard.press('Escape');
  for (const trait of ['Warm', 'A good listener']) await group.getByRole('button', { name: `Remove ${trait}` }).click();
  const saved = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/provider/update/info'));
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    therapyApproachIdentifiers: ['ta_cbt', 'ta_person_centred', 'ta_mindfulness'],
    religionIdentifiers: ['rl_christianity'],
    backgroundIdentifiers: ['bg_faith', 'bg_multicultural', 'bg_veterans'],
    traitIdentifiers: [],
  });
  await expect(page.getByText('Data saved successfully')).toBeVisible();

  await page.reload();
  await expect(group.getByRole('button', { name: 'Remove Mindfulness-based' })).toBeVisible({ timeout: 30_000 });
  await expect(group.getByRole('button', { name: 'Remove Veterans' })).toBeVisible();
  await expect(group.getByRole('button', { name: 'Remove Islam' })).toHaveCount(0);
  await expect(group.getByRole('button', { name: 'Remove Warm' })).toHaveCount(0);

  await page.getByRole('link', { name: 'View your public page' }).click();
  const section = page.getByRole('region', { name: 'Approach and preferences' });
  await expect(section.getByTestId('preference-therapyApproach')).toContainText('Mindfulness-based', {
    timeout: 30_000,
  });
  await expect(section.getByTestId('preference-background')).toContainText('Veterans');
  await expect(section.getByTestId('preference-religion')).not.toContainText('Islam');
  await expect(section.getByTestId('preference-trait')).toHaveCount(0);
  await setGerman(page);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Arbeitsweise und Präferenzen' }).getByText('Therapieansätze'),
  ).toBeVisible({ timeout: 30_000 });
});
