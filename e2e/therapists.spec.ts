import { expect, test, type Page } from './fixtures';
import { accounts, e2eOrigin, expectNoAxeViolations, signIn, signInWithForm } from './helpers';

const listing = (page: Page) => page.getByRole('region', { name: 'Meet our therapists' });
const cards = (page: Page) => listing(page).getByRole('article');
const dialog = (page: Page) => page.getByRole('dialog');

async function openStatePicker(page: Page) {
  await listing(page).getByRole('button', { name: 'Find the right therapist for you' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Find the right therapist for you' })).toBeVisible();
  return dialog(page).getByRole('combobox', { name: 'State' });
}

test.describe('the home listing (signed out; the flag is on in the seed)', () => {
  test('lists therapists with fee, rating and location, paged', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(6);
    const amaka = cards(page).filter({ hasText: 'Dr Amaka Okafor' });
    await expect(amaka).toContainText('Family Therapist (CBT)');
    await expect(amaka).toContainText('NGN 15,000.00');
    await expect(amaka).toContainText('4.4 out of 5');
    await expect(amaka).toContainText('(13 reviews)');
    await expect(amaka).toContainText('Lagos, Nigeria');
    await expect(amaka).toContainText('Individual Therapy');
    await expect(amaka).toContainText('In person');
    await expect(cards(page).filter({ hasText: 'Dr Lena Hoffmann' })).toContainText('Free');
    await expect(listing(page).getByText('Page 1 of 2')).toBeVisible();

    await listing(page).getByRole('button', { name: 'Next', exact: true }).click();
    await expect(listing(page).getByText('Page 2 of 2')).toBeVisible();
    await expect(cards(page)).toHaveCount(4);
    await expect(cards(page).filter({ hasText: 'Dr Oliver Bennett' })).toContainText('England, United Kingdom');

    await listing(page).getByRole('link', { name: 'View profile of Dr Emily Tan' }).click();
    await expect(page).toHaveURL('/therapists/pr_list_08/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dr Emily Tan' })).toBeVisible();
  });

  test('the state picker narrows the listing through the URL, and the choice can be cleared', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(6);
    const state = await openStatePicker(page);
    await expect(page).toHaveURL('/?modal=state-picker');

    // Picking is required.
    await dialog(page).getByRole('button', { name: 'Find Therapist' }).click();
    await expect(dialog(page).getByText('Please select a state')).toBeVisible();

    await state.fill('zzz');
    await expect(dialog(page).getByText('No matching options found')).toBeVisible();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);

    await state.fill('tex');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
    await page.getByRole('option', { name: 'Texas' }).click();
    await expect(state).toHaveValue('Texas');
    await dialog(page).getByRole('button', { name: 'Find Therapist' }).click();

    await expect(page).toHaveURL('/?state=st_tx');
    await expect(dialog(page)).toHaveCount(0);
    await expect(listing(page).getByText('Therapists in Texas')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Dr Sofia Alvarez');
    await expect(cards(page)).toContainText('Texas, United States');

    await page.reload();
    await expect(listing(page).getByText('Therapists in Texas')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);

    // Licence states count too: Dr Lena Hoffmann (California) is licensed in New York.
    await openStatePicker(page);
    await dialog(page).getByRole('combobox', { name: 'State' }).fill('new y');
    await page.getByRole('option', { name: 'New York' }).click();
    await dialog(page).getByRole('button', { name: 'Find Therapist' }).click();
    await expect(page).toHaveURL('/?state=st_ny');
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).filter({ hasText: 'Dr Lena Hoffmann' })).toHaveCount(1);

    await listing(page).getByRole('button', { name: 'Show all states' }).click();
    await expect(page).toHaveURL('/');
    await expect(cards(page)).toHaveCount(6);
  });

  test('axe: the listing and the state picker', async ({ page }) => {
    test.slow(); // three scans, one over a list of every state
    await page.goto('/?state=st_ca');
    await expect(cards(page)).toHaveCount(2);
    await expectNoAxeViolations(page);
    const state = await openStatePicker(page);
    await state.click();
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await state.fill('zzz');
    await expect(dialog(page).getByText('No matching options found')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('a therapist page', () => {
  test('signed out: the profile and fee, a sign-in prompt instead of reviews', async ({ page }) => {
    await page.goto('/therapists/pr_demo/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dr Amaka Okafor' })).toBeVisible();
    await expect(page).toHaveTitle('Dr Amaka Okafor · Therapy Booking');
    await expect(page.getByText('Family Therapist (CBT)')).toBeVisible();
    await expect(page.getByText('Licensed clinical psychologist')).toBeVisible();
    await expect(page.getByRole('complementary')).toContainText('NGN 15,000.00');
    await expect(page.getByText('Lagos, Nigeria')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Office address' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to read reviews' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('signed in: reviews, paged, anonymous ones marked', async ({ page }) => {
    await signIn(page, 'client', '/therapists/pr_demo/');
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText('Page 1 of 3')).toBeVisible();
    await expect(reviews.getByRole('article')).toHaveCount(5);
    await expect(reviews).toContainText('(13 reviews)');
    await reviews.getByRole('button', { name: 'Next' }).click();
    await expect(reviews.getByText('Page 2 of 3')).toBeVisible();
    await expect(reviews.getByRole('article')).toHaveCount(5);
    await expect(reviews.getByRole('heading', { name: 'Anonymous' })).toHaveCount(1);
    await reviews.getByRole('button', { name: 'Next' }).click();
    await expect(reviews.getByText('Page 3 of 3')).toBeVisible();
    await expect(reviews.getByRole('article')).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
});

/** The first free time of the day the new-booking modal's calendar chose by itself (English or German). */
async function pickFirstSlot(page: Page) {
  const slot = dialog(page)
    .getByRole('group', { name: /^(Available times on|Freie Zeiten am) / })
    .getByRole('button')
    .first();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  return slot;
}

/** Every request the app sends to the API that changes something (the offline backend gets each of them). */
function changesSent(page: Page) {
  const sent: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/') && r.method() !== 'GET' && r.method() !== 'HEAD')
      sent.push(`${r.method()} ${path.slice(4)}`);
  });
  return sent;
}

test.describe('a new session booking', () => {
  // Sign-in, two accessibility scans, the calendar and the payment page: long on a loaded 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('signed out: Book leads through login to the modal; validation; one request books and schedules; then the payment page', async ({
    page,
  }) => {
    await page.goto('/therapists/pr_demo/');
    await page.getByRole('link', { name: 'Book a session' }).click();
    await expect(page).toHaveURL(
      '/login/?redirect=%2Ftherapists%2Fpr_demo%2F%3Fmodal%3Dnew-booking%26providerId%3Dpr_demo',
    );
    await signInWithForm(page, accounts.client.email);
    await expect(page).toHaveURL('/therapists/pr_demo/?modal=new-booking&providerId=pr_demo');
    await expect(dialog(page).getByRole('heading', { name: 'New session booking' })).toBeVisible();
    await expect(dialog(page)).toContainText(
      'Book a session with Dr Amaka Okafor: choose the session type, the therapy and a time.',
    );
    await expect(dialog(page).getByText('Select a therapy category to view available time slots')).toBeVisible();

    const sent = changesSent(page);
    await dialog(page).getByRole('button', { name: 'Schedule and Pay' }).click();
    await expect(dialog(page).getByText('Please select a modality')).toBeVisible();
    await expect(dialog(page).getByText('Please select a therapy')).toBeVisible();
    await expect(dialog(page).getByText('Please select a time slot')).toBeVisible();
    await dialog(page).getByLabel('Note (optional)').fill('x'.repeat(401));
    await expect(dialog(page).getByText('The note can be at most 400 characters.')).toBeVisible();
    await expect(dialog(page).getByText('401 / 400 characters')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(sent).toEqual([]);

    await dialog(page).getByRole('radio', { name: 'Online' }).check();
    await dialog(page).getByRole('radio', { name: 'Individual Therapy' }).check();
    await expect(dialog(page).getByText('Please select a modality')).toHaveCount(0);
    const slot = await pickFirstSlot(page);
    const slotText = await slot.textContent();
    await expect(dialog(page).getByText('Please select a time slot')).toHaveCount(0);
    await dialog(page).getByLabel('Note (optional)').fill('I would like help with anxiety.');
    await expectNoAxeViolations(page);

    const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/booking');
    const response = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/booking',
    );
    await dialog(page).getByRole('button', { name: 'Schedule and Pay' }).click();
    expect((await request).postDataJSON()).toEqual({
      providerIdentifier: 'pr_demo',
      modalityIdentifier: 'md_online',
      therapyIdentifier: 'th_individual',
      timeslotIdentifier: expect.stringMatching(/^ts-pr_demo-general-\d{8}T\d{4}Z$/),
      note: 'I would like help with anxiety.',
    });
    const booking = await (await response).json();
    expect(booking).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      timeslotIdentifier: (await request).postDataJSON().timeslotIdentifier,
    });
    // The spec: a pending booking goes on to its payment page, which shows the time that was picked.
    await expect(page).toHaveURL(`/payment/${booking.identifier}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(slotText!.trim(), { exact: false })).toBeVisible();
    // One request made the whole booking.
    expect(sent).toEqual(['POST /booking']);
  });

  test('a provider sees no Book button, and books one of their clients into their own calendar in one request', async ({
    page,
  }) => {
    await signIn(page, 'provider', '/therapists/pr_demo/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dr Amaka Okafor' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book a session' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Book a session' })).toHaveCount(0);

    await page.goto('/overview/?modal=new-booking');
    await expect(dialog(page).getByRole('heading', { name: 'New session booking' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog(page).getByText('Please select a client')).toBeVisible();
    await expect(dialog(page).getByText('Please select a modality')).toBeVisible();
    await expect(dialog(page).getByText('Please select a therapy')).toBeVisible();
    await expect(dialog(page).getByText('Please select a time slot')).toBeVisible();
    await expectNoAxeViolations(page);

    const sent = changesSent(page);
    await dialog(page).getByLabel('Client').selectOption({ label: 'Grace Adeyemi' });
    await dialog(page).getByRole('radio', { name: 'Online' }).check();
    await dialog(page).getByRole('radio', { name: 'Couples Therapy' }).check();
    await pickFirstSlot(page);
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/appointment',
    );
    const response = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/appointment',
    );
    await dialog(page).getByRole('button', { name: 'Schedule', exact: true }).click();
    expect((await request).postDataJSON()).toEqual({
      clientIdentifier: 'cl_demo',
      modalityIdentifier: 'md_online',
      therapyIdentifier: 'th_couples',
      timeslotIdentifier: expect.stringMatching(/^ts-pr_demo-general-/),
    });
    const booking = await (await response).json();
    expect(booking).toMatchObject({ status: 'pending', startTime: expect.any(String) });
    // The client pays: the provider gets the success modal.
    await expect(page).toHaveURL(`/overview/?modal=scheduled&id=${booking.identifier}`);
    await expect(dialog(page).getByRole('heading', { name: 'Appointment scheduled successfully' })).toBeVisible();
    await expect(dialog(page).getByText('The session is booked and your client will be notified.')).toBeVisible();
    expect(sent).toEqual(['POST /appointment']);
  });
});

test('on a phone in German: the new-booking modal keeps its actions in view while its calendar scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await signIn(page, 'client');
  await page.context().addCookies(['X-Locale', 'X-Language'].map((name) => ({ name, value: 'de', url: e2eOrigin })));
  await page.goto('/therapists/pr_demo/?modal=new-booking&providerId=pr_demo');
  await dialog(page).getByRole('radio', { name: 'Online' }).check();
  await dialog(page).getByRole('radio', { name: 'Individual Therapy' }).check();
  const submit = dialog(page).getByRole('button', { name: 'Einplanen und bezahlen' });
  await expect(dialog(page).getByRole('grid')).toBeVisible();
  await expect(submit).toBeInViewport({ ratio: 1 });
  await (await pickFirstSlot(page)).scrollIntoViewIfNeeded();
  await dialog(page).getByLabel('Notiz').scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport({ ratio: 1 });
  await expect(dialog(page).getByRole('button', { name: 'Abbrechen', exact: true })).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
});

test('in German: the picker, the listing and the booking messages', async ({ page, context }) => {
  await context.addCookies([
    { name: 'X-Locale', value: 'de', url: e2eOrigin },
    { name: 'X-Language', value: 'de', url: e2eOrigin },
  ]);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Unsere Therapeut:innen' });
  await expect(section.getByRole('article')).toHaveCount(6);
  await expect(section.getByRole('article').filter({ hasText: 'Dr Lena Hoffmann' })).toContainText('Kostenlos');
  await section.getByRole('button', { name: 'Finden Sie die passende Therapeut:in für sich' }).click();
  const state = dialog(page).getByRole('combobox', { name: 'Bundesstaat' });
  await state.fill('zzz');
  await expect(dialog(page).getByText('Keine passenden Optionen gefunden')).toBeVisible();
  await state.fill('flo');
  await page.getByRole('option', { name: 'Florida' }).click();
  await dialog(page).getByRole('button', { name: 'Therapeut:in finden' }).click();
  await expect(page).toHaveURL('/?state=st_fl');
  await expect(section.getByText('Therapeut:innen in Florida')).toBeVisible();
  await expect(section.getByRole('article')).toHaveCount(1);

  await page.goto('/therapists/pr_demo/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dr Amaka Okafor' })).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText('15.000,00 NGN');
  await page.getByRole('link', { name: 'Sitzung buchen' }).click();
  await page.getByLabel('E-Mail-Adresse').fill(accounts.client.email);
  await page.getByLabel('Passwort', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Neue Sitzungsbuchung' })).toBeVisible();
  await expect(dialog(page).getByText('Wählen Sie eine Therapieart, um freie Zeitfenster zu sehen')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Einplanen und bezahlen' }).click();
  await expect(dialog(page).getByText('Bitte wählen Sie eine Sitzungsform aus')).toBeVisible();
  await expect(dialog(page).getByText('Bitte wählen Sie eine Therapie aus')).toBeVisible();
  await expect(dialog(page).getByText('Bitte wählen Sie ein Zeitfenster aus')).toBeVisible();
  await dialog(page).getByRole('radio', { name: 'Online' }).check();
  await dialog(page).getByRole('radio', { name: 'Individual Therapy' }).check();
  await pickFirstSlot(page);
  const sent = changesSent(page);
  await dialog(page).getByRole('button', { name: 'Einplanen und bezahlen' }).click();
  await expect(page).toHaveURL(/\/payment\/bk_[^/]+\/$/);
  expect(sent).toEqual(['POST /booking']);
});
