import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoAxeViolations, setGerman, signIn } from './helpers';

// The home listing's match filters: a visitor on a phone narrows the list, reads why each therapist matches and books
// the next free slot from the card.

const dialog = (page: Page) => page.getByRole('dialog');

/** The words of one language: the journey runs in English and in German. */
const words = {
  en: {
    listing: 'Meet our therapists',
    filters: 'Filters',
    modality: 'Online or in person',
    language: 'Language',
    german: 'German',
    approach: 'Therapy approach',
    within: 'A free session within',
    days7: '7 days',
    evenings: 'Evenings after 18:00',
    reasons: 'Online · Speaks German · Cognitive behavioural therapy (CBT) · Free within 7 days · Evenings',
    bookWith: /^Book the next free session with Dr Oliver Bennett: /,
    modalTitle: 'New session booking',
    slots: /^Available times on /,
    submit: 'Schedule and Pay',
  },
  de: {
    listing: 'Unsere Therapeut:innen',
    filters: 'Filter',
    modality: 'Online oder vor Ort',
    language: 'Sprache',
    german: 'Deutsch',
    approach: 'Therapieansatz',
    within: 'Ein freier Termin innerhalb von',
    days7: '7 Tagen',
    evenings: 'Abends ab 18:00',
    reasons: 'Online · Spricht Deutsch · Cognitive behavioural therapy (CBT) · Frei innerhalb von 7 Tagen · Abends',
    bookWith: /^Nächsten freien Termin bei Dr Oliver Bennett buchen: /,
    modalTitle: 'Neue Sitzungsbuchung',
    slots: /^Freie Zeiten am /,
    submit: 'Einplanen und bezahlen',
  },
} as const;

/**
 * Ticks a filter's checkbox. The box shows what the URL holds, so it turns checked once the router has moved there
 * (a moment after the click), which `check()` would not wait for.
 */
async function tick(box: Locator) {
  await box.click();
  await expect(box).toBeChecked();
}

/** A filter's select once its options have come (the first option is "any"). */
async function filterSelect(page: Page, name: string) {
  const select = page.getByRole('combobox', { name, exact: true });
  await expect(select.locator('option').nth(1)).toBeAttached();
  return select;
}

for (const lang of ['en', 'de'] as const) {
  const w = words[lang];

  test(`${lang}: on a phone, online, German-speaking, CBT, evenings, within 7 days; the reasons, the next slot, booked in two clicks`, async ({
    page,
  }) => {
    test.slow(); // sign-in, five filter changes, two accessibility scans and a booking on a loaded machine
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'client');
    if (lang === 'de') await setGerman(page);
    await page.goto('/');
    const listing = page.getByRole('region', { name: w.listing });
    const cards = listing.getByRole('article');
    await expect(cards).toHaveCount(6);

    await listing.getByRole('button', { name: w.filters, exact: true }).click();
    await (await filterSelect(page, w.modality)).selectOption({ label: 'Online' });
    await (await filterSelect(page, w.language)).selectOption({ label: w.german });
    await (await filterSelect(page, w.approach)).selectOption({ label: 'Cognitive behavioural therapy (CBT)' });
    await listing.getByRole('combobox', { name: w.within }).selectOption({ label: w.days7 });
    await tick(listing.getByRole('checkbox', { name: w.evenings }));
    await expect(page).toHaveURL('/?modality=md_online&language=lg_de&therapyApproach=ta_cbt&within=7&evenings=true');

    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card).toContainText('Dr Oliver Bennett');
    await expect(card).toContainText(w.reasons);
    const next = card.getByRole('button', { name: w.bookWith });
    await expect(next).toBeVisible();
    await expectNoAxeViolations(page);

    // Click one: the booking opens on that slot, its session type and therapy already chosen.
    const time = (await next.textContent())!.trim();
    await next.click();
    await expect(dialog(page).getByRole('heading', { name: w.modalTitle })).toBeVisible();
    const slotId = new URL(page.url()).searchParams.get('slotId');
    expect(slotId).toMatch(/^ts-pr_list_07-/);
    await expect(dialog(page).getByRole('radio', { name: 'Online' })).toBeChecked();
    await expect(dialog(page).getByRole('radio', { name: 'Individual Therapy' })).toBeChecked();
    const picked = dialog(page).getByRole('group', { name: w.slots }).getByRole('button', { pressed: true });
    await expect(picked).toHaveCount(1);
    // The card's time (weekday, day, month, clock time) starts the range the calendar shows as picked.
    await expect(picked).toHaveText(new RegExp(`^${time.split(', ').at(-1)} - `));
    // The booking modal as the card's slot opened it, scanned with the page behind it inert.
    await expectNoAxeViolations(page);

    // Click two: booked, that very slot.
    const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/booking');
    await dialog(page).getByRole('button', { name: w.submit }).click();
    expect((await request).postDataJSON()).toEqual({
      providerIdentifier: 'pr_list_07',
      modalityIdentifier: 'md_online',
      therapyIdentifier: 'th_individual',
      timeslotIdentifier: slotId,
    });
    await expect(page).toHaveURL(/\/payment\/bk_[^/]+\/$/);
  });
}

test('every filter round-trips through the URL: set in the panel, kept on reload, undone by Back', async ({ page }) => {
  test.slow(); // fifteen changes, each a navigation
  await page.goto('/');
  const listing = page.getByRole('region', { name: 'Meet our therapists' });
  await listing.getByRole('button', { name: 'Filters', exact: true }).click();
  const selects = [
    ['Online or in person', 'modality'],
    ['Language', 'language'],
    ['Therapy', 'therapy'],
    ['Therapy approach', 'therapyApproach'],
    ['Gender', 'gender'],
    ['Age group', 'ageGroup'],
    ['Religion', 'religion'],
    ['Background', 'background'],
    ['Trait', 'trait'],
    ['Communication', 'communication'],
  ] as const;
  const chosen: Record<string, string> = {};
  for (const [label, key] of selects) {
    const select = await filterSelect(page, label);
    const value = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(value);
    chosen[key] = value!;
    await expect.poll(() => new URL(page.url()).searchParams.get(key)).toBe(value);
  }
  await listing.getByRole('combobox', { name: 'Fee per session' }).selectOption({ label: 'Up to 50' });
  await listing.getByRole('combobox', { name: 'A free session within' }).selectOption({ label: '14 days' });
  await tick(listing.getByRole('checkbox', { name: 'Evenings after 18:00' }));
  await tick(listing.getByRole('checkbox', { name: 'Weekends' }));
  await listing.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Soonest free session' });
  const expected = { ...chosen, fee: 'upTo50', within: '14', evenings: 'true', weekends: 'true', sort: 'soonest' };
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(expected);
  await expect(listing.getByRole('button', { name: 'Filters (14)' })).toBeVisible();

  // A shared link (here a reload) shows the same choices.
  await page.reload();
  await listing.getByRole('button', { name: 'Filters (14)' }).click();
  for (const [label, key] of selects) await expect(await filterSelect(page, label)).toHaveValue(chosen[key]!);
  await expect(listing.getByRole('combobox', { name: 'Fee per session' })).toHaveValue('upTo50');
  await expect(listing.getByRole('combobox', { name: 'A free session within' })).toHaveValue('14');
  await expect(listing.getByRole('checkbox', { name: 'Evenings after 18:00' })).toBeChecked();
  await expect(listing.getByRole('checkbox', { name: 'Weekends' })).toBeChecked();
  await expect(listing.getByRole('combobox', { name: 'Sort by' })).toHaveValue('soonest');

  // Back undoes one change at a time.
  await page.goBack();
  await expect(listing.getByRole('combobox', { name: 'Sort by' })).toHaveValue('match');
  expect(new URL(page.url()).searchParams.get('sort')).toBeNull();
  await page.goBack();
  await expect(listing.getByRole('checkbox', { name: 'Weekends' })).not.toBeChecked();

  // Clearing keeps the state picker's state; a malformed value is dropped, not an error page.
  await page.goto('/?state=st_ny&language=lg_de&within=5&evenings=yes');
  await expect(listing.getByText('Therapists in New York')).toBeVisible();
  await expect(listing.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await listing.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/?state=st_ny');
});

test('nothing matches: the filter whose loss brings back the most is named and can be dropped', async ({ page }) => {
  await setGerman(page);
  await page.goto('/?language=lg_de&therapyApproach=ta_psychodynamic&fee=upTo50');
  const listing = page.getByRole('region', { name: 'Unsere Therapeut:innen' });
  await expect(listing.getByRole('heading', { name: 'Keine Therapeut:in passt zu allen Ihren Filtern' })).toBeVisible();
  await expect(listing.getByText('Ohne „Therapieansatz“ passt 1 Therapeut:in.')).toBeVisible();
  await expectNoAxeViolations(page);
  await listing.getByRole('button', { name: '„Therapieansatz“ entfernen' }).click();
  await expect(page).toHaveURL('/?language=lg_de&fee=upTo50');
  await expect(listing.getByRole('article')).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL('/?language=lg_de&therapyApproach=ta_psychodynamic&fee=upTo50');
});
