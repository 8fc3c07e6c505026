import { FIXED_NOW, startAtFixedTime } from './fixed-clock';
import { expect as baseExpect, test, type Page } from './fixtures';
import {
  demoBackendState,
  expectNoAxeViolations,
  putDemoBackendState,
  setGerman,
  signIn,
  signInWithForm,
  signOut,
} from './helpers';

// Next month's weeks, the seed's booked session ten days ahead: every test here runs on the fixed clock.
test.beforeEach(async ({ page }) => startAtFixedTime(page));

// Whole journeys through the page and its modals, with axe scans: more than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });
// Each save refetches the page's calendars and the preview: on a loaded 2-core machine that can take more than 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const dialog = (page: Page) => page.getByRole('dialog');
const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });
/** The spec's success toast, then closed, so that the next save's toast is a new one (one id shows once). */
async function saved(page: Page, text = 'Data saved successfully') {
  const toast = page.getByRole('listitem').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: text === 'Data saved successfully' ? 'Close' : 'Schließen' }).click();
  await expect(page.getByText(text)).toHaveCount(0);
}

/** Today (the fixed clock's) in a zone, and dates of next month's second week by weekday (0 Sunday … 6 Saturday). */
function nextMonth(zone: string) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(FIXED_NOW);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = Date.UTC(y, m, 8);
  const on = (weekday: number) =>
    new Date(first + ((weekday - new Date(first).getUTCDay() + 7) % 7) * 86_400_000).toISOString().slice(0, 10);
  return { month: new Date(first).toISOString().slice(0, 7), on };
}
const dayOf = (date: string) => Number(date.slice(8));
/** A month's calendar grid as named in English: 'December 2026'. */
const monthCaption = (month: string) =>
  `${new Date(`${month}-15T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${month.slice(0, 4)}`;

/** A provider's wall-clock time on a date in Berlin, as the client (Africa/Lagos, UTC+1 all year) reads it: '8:30 AM'. */
function inLagos(date: string, hour: number, minute = 0): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((p) => p.type === 'timeZoneName')?.value;
  const berlin = offset === 'GMT+02:00' ? 2 : 1;
  const h = hour - (berlin - 1);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minute).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
/** 90-minute sessions from a Berlin wall-clock hour, as the client reads them: '7:00 AM - 8:30 AM'. */
const ninetyMinutes = (date: string, hour: number) => `${inLagos(date, hour)} - ${inLagos(date, hour + 1, 30)}`;

/** A day button of a calendar: its label starts with the visible day number. */
const dayButton = (scope: ReturnType<Page['getByRole']>, date: string) =>
  scope.getByRole('button', { name: new RegExp(`^${dayOf(date)}\\b`) });

test('a provider sets a category week, a closed date, a specific date and 90-minute booking rules, switches to GENERAL; the client sees exactly that', async ({
  page,
}) => {
  const { month, on } = nextMonth('Europe/Berlin');
  const monday = on(1);
  const wednesday = on(3);
  const saturday = on(6);

  await page.goto('/login/');
  await signInWithForm(page, 'provider2@example.com');
  await expect(page).toHaveURL('/overview/');
  // New weekly hours must still cover booked sessions (decision 0040): pr_second's seeded individual sessions next month
  // fall on whatever weekday its first days are, so they are cancelled here to let this journey reshape Monday and Tuesday.
  const { state } = await demoBackendState(page);
  const bookings = state.bookings as { identifier: string; status: string }[];
  await putDemoBackendState(page, {
    ...state,
    bookings: bookings.map((b) =>
      ['bk_second_upcoming', 'bk_second_social', 'bk_waitlist_blocker'].includes(b.identifier)
        ? { ...b, status: 'cancelled' }
        : b,
    ),
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Availability' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  await expect(page.getByTestId('availability-zone')).toContainText('Europe/Berlin');
  await expect(page.getByLabel('Therapy category', { exact: true })).toHaveValue('th_individual');
  await expectNoAxeViolations(page);

  // Weekly hours: the rules of the interval editor, checked before anything is sent.
  let weekPosts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/provider-availability/days/recurring')) weekPosts += 1;
  });
  const week = section(page, 'Weekly hours');
  await week.getByLabel('Monday, slot 1: From').selectOption('08:00');
  await week.getByLabel('Monday, slot 1: To').selectOption('08:00');
  await week.getByRole('button', { name: 'Save weekly hours' }).click();
  await expect(week.getByText('The end must be after the start.')).toBeVisible();
  await week.getByLabel('Monday, slot 1: To').selectOption('10:00');
  // A new slot starts at the previous end and lasts an hour.
  await week.getByRole('button', { name: 'Add a slot on Monday' }).click();
  await expect(week.getByLabel('Monday, slot 2: From')).toHaveValue('10:00');
  await expect(week.getByLabel('Monday, slot 2: To')).toHaveValue('11:00');
  // Unticking hides Tuesday's slots; ticking again brings them back; unticked it is sent without them.
  const tuesday = week.getByLabel('Available on Tuesday');
  await tuesday.uncheck();
  await expect(week.getByText('Tuesday is marked unavailable: its slot is hidden.', { exact: false })).toBeVisible();
  await tuesday.check();
  await expect(week.getByLabel('Tuesday, slot 1: To')).toHaveValue('17:00');
  await tuesday.uncheck();
  // Ticking a day with no slots adds 09:00 to 18:00.
  await week.getByLabel('Available on Saturday').check();
  await expect(week.getByLabel('Saturday, slot 1: From')).toHaveValue('09:00');
  await expect(week.getByLabel('Saturday, slot 1: To')).toHaveValue('18:00');
  await expect(week.getByLabel('Saturday, slot 1: To').locator('option:checked')).toHaveText('6:00 PM');
  await week.getByLabel('Available on Saturday').uncheck();
  expect(weekPosts).toBe(0);
  const weekRequest = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/provider-availability/days/recurring'),
  );
  await week.getByRole('button', { name: 'Save weekly hours' }).click();
  const weekBody = (await weekRequest).postDataJSON();
  expect(weekBody.categoryIdentifier).toBe('th_individual');
  expect(weekBody.days[0]).toEqual({
    weekday: 'MONDAY',
    isAvailable: true,
    timeslotIntervals: [
      { startTime: '08:00', endTime: '10:00' },
      { startTime: '10:00', endTime: '11:00' },
    ],
  });
  expect(weekBody.days[1]).toEqual({ weekday: 'TUESDAY', isAvailable: false, timeslotIntervals: [] });
  await saved(page);
  await expect(
    week.getByText('Your hours must still cover the sessions already booked; new hours apply to new bookings.'),
  ).toBeVisible();

  // The month calendar: next month's Wednesday marked unavailable in its modal (by keyboard).
  const calendar = section(page, 'Month calendar');
  await calendar.getByRole('button', { name: /next month/i }).click();
  // Until next month is drawn, a day button of the same number is this month's.
  await expect(calendar.getByRole('grid')).toHaveAccessibleName(monthCaption(month));
  await expect(dayButton(calendar, wednesday)).toHaveAccessibleName(/: available$/);
  // Focus and key in one step: the calendar may still re-render the day it was focused on.
  await dayButton(calendar, wednesday).press('Enter');
  await expect(page).toHaveURL(new RegExp(`modal=availability-date&date=${wednesday}`));
  await expect(dialog(page).getByText(/^Availability on Wednesday/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog(page)
    .getByLabel(/^Available on Wednesday/)
    .press('Space');
  await expect(dialog(page).getByText(/is marked unavailable/)).toBeVisible();
  const dayRequest = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith('/api/provider-availability/calendar'),
  );
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  expect((await dayRequest).postDataJSON()).toEqual({
    identifier: null,
    date: wednesday,
    isAvailable: false,
    timeSlotsInterval: [],
    categoryIdentifier: 'th_individual',
  });
  await saved(page);
  await expect(dayButton(calendar, wednesday)).toHaveAccessibleName(/: unavailable$/);

  // A specific date with custom hours; a past date is refused before sending.
  const dates = section(page, 'Specific dates');
  await dates.getByLabel('Date', { exact: true }).fill('2020-01-06');
  await dates.getByRole('button', { name: 'Add date' }).click();
  await expect(dates.getByText('Choose today or a later date.')).toBeVisible();
  await dates.getByLabel('Date', { exact: true }).fill(saturday);
  await dates.getByLabel('this date, slot 1: From').selectOption('12:00');
  await dates.getByLabel('this date, slot 1: To').selectOption('14:00');
  await dates.getByRole('button', { name: 'Add date' }).click();
  await saved(page);
  await expect(dates.getByRole('listitem').filter({ hasText: '12:00 PM – 2:00 PM' })).toBeVisible();
  await expect(dayButton(calendar, saturday)).toHaveAccessibleName(/: custom hours$/);

  // Booking rules, with the contract's limits as messages.
  const rules = section(page, 'Booking rules');
  await rules.getByLabel('Minimum booking notice (hours)').fill('200');
  await rules.getByRole('button', { name: 'Save booking rules' }).click();
  await expect(rules.getByText('A whole number of hours from 0 to 168.').last()).toBeVisible();
  await rules.getByLabel('Session length (minutes)').selectOption('90');
  await rules.getByLabel('Minimum booking notice (hours)').fill('12');
  const rulesRequest = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/provider/availability-setting'),
  );
  await rules.getByRole('button', { name: 'Save booking rules' }).click();
  expect((await rulesRequest).postDataJSON()).toEqual({
    categoryIdentifier: 'th_individual',
    sessionDurationMinutes: 90,
    bufferMinutes: 0,
    minimumNoticeHours: 12,
  });
  await saved(page);
  await expect(
    rules.getByText('Clients are offered slots of the session length within your hours, with the break between them.'),
  ).toBeVisible();
  // The preview (the provider's own slot list, decision 0040) cuts the new hours into 90-minute slots at once, in the
  // provider's own zone: Monday's 08:00-10:00 holds one, and its 10:00-11:00 none.
  const preview = section(page, 'What clients see');
  await expect(preview.getByTestId('preview-summary')).toContainText(
    'Slots that start within 12 hours (your minimum notice) are not offered and not shown.',
  );
  await dayButton(preview.getByRole('grid'), monday).click();
  await expect(preview.getByTestId('preview-slots').getByRole('listitem')).toHaveText(['8:00 AM - 9:30 AM']);

  // Switching to GENERAL explains what happens before it is saved.
  const setup = section(page, 'Calendar setup');
  await setup.getByRole('radio', { name: 'One calendar for all categories' }).check();
  await expect(setup.getByRole('status')).toContainText(
    'a copy of the weekly hours and specific dates of your first category, Individual Therapy',
  );
  await expectNoAxeViolations(page);
  await setup.getByRole('button', { name: 'Switch calendar setup' }).click();
  await saved(page);
  await expect(setup.getByRole('radio', { name: 'One calendar for all categories' })).toBeChecked();
  await expect(setup.getByRole('button', { name: 'Switch calendar setup' })).toHaveCount(0);

  // After a reload everything is still there.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  await expect(section(page, 'Weekly hours').getByLabel('Monday, slot 2: To')).toHaveValue('11:00');
  await expect(section(page, 'Booking rules').getByLabel('Minimum booking notice (hours)')).toHaveValue('12');
  await expect(
    section(page, 'Specific dates').getByRole('listitem').filter({ hasText: '12:00 PM – 2:00 PM' }),
  ).toBeVisible();

  // The client's new-booking calendar for this provider and category offers exactly the new slots.
  await signOut(page);
  await signIn(page, 'client', '/overview/?modal=new-booking&providerId=pr_second');
  await dialog(page).getByRole('radio', { name: 'Online' }).check();
  await dialog(page).getByRole('radio', { name: 'Individual Therapy' }).check();
  const picker = dialog(page).getByRole('grid');
  // This month is closed (seed), so the calendar has moved on to next month by itself.
  await expect(picker).toHaveAccessibleName(monthCaption(month));
  await dayButton(picker, monday).click();
  const slots = dialog(page)
    .getByRole('group', { name: /^Available times on Monday/ })
    .getByRole('button');
  // The category's 90-minute sessions: one fits Monday's 08:00-10:00, none its 10:00-11:00; Saturday's 12:00-14:00 holds one.
  await expect(slots).toHaveText([ninetyMinutes(monday, 8)]);
  await expect(dayButton(picker, wednesday)).toBeDisabled();
  await expect(dayButton(picker, on(2))).toBeDisabled();
  await dayButton(picker, saturday).click();
  await expect(
    dialog(page)
      .getByRole('group', { name: /^Available times on Saturday/ })
      .getByRole('button'),
  ).toHaveText([ninetyMinutes(saturday, 12)]);
});

test('German, by keyboard: hidden slots come back, overlaps are named, a specific date is removed after a confirmation', async ({
  page,
}) => {
  await setGerman(page);
  await page.goto('/login/');
  await page.getByLabel('E-Mail-Adresse').fill('provider@example.com');
  await page.getByLabel('Passwort', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL('/overview/');
  await page.goto('/availability/');
  await expect(page.getByRole('heading', { level: 1, name: 'Verfügbarkeit' })).toBeVisible();
  await expect(page.getByTestId('availability-zone')).toContainText('Africa/Lagos');
  await expectNoAxeViolations(page);

  const week = section(page, 'Wochenzeiten');
  const friday = week.getByLabel('Verfügbar: Freitag');
  await friday.focus();
  await page.keyboard.press('Space');
  await expect(week.getByText(/Freitag ist als nicht verfügbar markiert/)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(week.getByLabel('Freitag, Zeitfenster 1: Bis')).toHaveValue('17:00');
  await expect(week.getByLabel('Freitag, Zeitfenster 1: Bis').locator('option:checked')).toHaveText('17:00');
  // The last end is 24:00, written as such in German; nothing more fits after it.
  await week.getByLabel('Freitag, Zeitfenster 1: Bis').selectOption('24:00');
  await expect(week.getByLabel('Freitag, Zeitfenster 1: Bis').locator('option:checked')).toHaveText('24:00');
  await expect(week.getByText('Das letzte Zeitfenster endet um Mitternacht.')).toBeVisible();
  await week.getByLabel('Freitag, Zeitfenster 1: Bis').selectOption('17:00');
  await week.getByRole('button', { name: 'Zeitfenster hinzufügen: Freitag' }).press('Enter');
  await week.getByLabel('Freitag, Zeitfenster 2: Von').selectOption('16:00');
  await week.getByRole('button', { name: 'Wochenzeiten speichern' }).press('Enter');
  await expect(week.getByText('Dieses Zeitfenster überschneidet sich mit einem anderen.')).toHaveCount(2);
  await week.getByLabel('Freitag, Zeitfenster 2: Von').selectOption('17:00');
  await week.getByRole('button', { name: 'Wochenzeiten speichern' }).press('Enter');
  await saved(page, 'Daten erfolgreich gespeichert');
  await expect(week.getByLabel('Freitag, Zeitfenster 2: Bis')).toHaveValue('18:00');

  // A date with a booked session (the seed's bk_confirmed_far, the first weekday ten days ahead) cannot be closed:
  // the backend's message shows, the edit stays on screen, and the calendar still has the date available.
  const booked = (() => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(FIXED_NOW);
    let at = Date.parse(`${today}T12:00:00Z`) + 10 * 86_400_000;
    while ([0, 6].includes(new Date(at).getUTCDay())) at += 86_400_000;
    return new Date(at).toISOString().slice(0, 10);
  })();
  await page.goto(`/availability/?month=${booked.slice(0, 7)}&modal=availability-date&date=${booked}`);
  const closing = dialog(page).getByLabel(/^Verfügbar: /);
  await expect(closing).toBeChecked();
  await closing.press('Space');
  await dialog(page).getByRole('button', { name: 'Speichern' }).press('Enter');
  // The sessions in the way are listed in the dialog (decision 0040), the session's day and time in German.
  const inTheWay = dialog(page).getByRole('alert');
  await expect(inTheWay).toContainText(/gebuchte Sitzung(en)? steh(t|en) im Weg/);
  const bookedDay = new Intl.DateTimeFormat('de', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${booked}T12:00:00Z`));
  await expect(
    inTheWay
      .getByTestId('bookings-in-the-way')
      .getByRole('listitem')
      .filter({ hasText: `${bookedDay}, 10:00 - 11:00, mit Grace Adeyemi` }),
  ).toHaveCount(1);
  await expectNoAxeViolations(page);
  await expect(closing).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dayButton(section(page, 'Monatskalender'), booked)).toHaveAccessibleName(/: verfügbar$/);

  // A specific date goes after a confirmation (seeded Saturday, 10:00 to 13:00).
  const dates = section(page, 'Besondere Tage');
  const row = dates.getByRole('listitem').filter({ hasText: '10:00 – 13:00' });
  await row.getByRole('button', { name: /entfernen$/ }).press('Enter');
  await expect(dialog(page).getByText('Diesen besonderen Tag entfernen?')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog(page).getByRole('button', { name: 'Entfernen' }).press('Enter');
  await saved(page, 'Daten erfolgreich gespeichert');
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Verfügbarkeit' })).toBeVisible();
  await expect(section(page, 'Besondere Tage').getByRole('listitem').filter({ hasText: '10:00 – 13:00' })).toHaveCount(
    0,
  );
  await expect(section(page, 'Wochenzeiten').getByLabel('Freitag, Zeitfenster 2: Von')).toHaveValue('17:00');
});

test('the preview marks booked slots; closing a weekday under a booked session says which (decision 0040)', async ({
  page,
}) => {
  await signIn(page, 'provider', '/availability/');
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  // bk_confirmed_far: 10:00-11:00 Lagos on the first weekday ten days ahead (the seed).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(FIXED_NOW);
  let at = Date.parse(`${today}T12:00:00Z`) + 10 * 86_400_000;
  while ([0, 6].includes(new Date(at).getUTCDay())) at += 86_400_000;
  const booked = new Date(at).toISOString().slice(0, 10);
  const long = (locale: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(at));

  // "What clients see": the session's 10:00 slot is there, marked booked, among the free ones.
  const preview = section(page, 'What clients see');
  await expect(preview.getByTestId('preview-summary')).toContainText(
    /\d+ free slots and \d+ booked in the next two months\./,
  );
  const day = preview.getByRole('button', {
    name: new RegExp(
      `^${dayOf(booked)}, ${long('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}: `,
    ),
  });
  // The preview opens on the first day with a free slot: the session's day may be in the month after.
  if ((await day.count()) === 0) await preview.getByRole('button', { name: 'Go to the Next Month' }).click();
  await day.click();
  await expect(
    preview.getByRole('heading', {
      name: `Slots on ${long('en-US', { weekday: 'long', month: 'long', day: 'numeric' })}`,
    }),
  ).toBeVisible();
  const slots = preview.getByTestId('preview-slots').getByRole('listitem');
  await expect(slots.filter({ hasText: '10:00 AM - 11:00 AM' })).toHaveText('10:00 AM - 11:00 AMBooked');
  await expect(slots.filter({ hasText: '9:00 AM - 10:00 AM' })).toHaveText('9:00 AM - 10:00 AM');
  await expectNoAxeViolations(page);

  // A 45-minute session with a 15-minute break recuts that day at once: 45-minute slots an hour apart, the session's
  // 10:00 still taking the one it overlaps.
  const rules = section(page, 'Booking rules');
  await rules.getByLabel('Session length (minutes)').selectOption('45');
  await rules.getByLabel('Break between sessions (minutes)').fill('15');
  await rules.getByRole('button', { name: 'Save booking rules' }).click();
  await saved(page);
  // (Other seeded sessions may take later slots of that day.)
  const maybeBooked = (from: string, to: string) => new RegExp(`^${from} - ${to}(Booked)?$`);
  await expect(slots).toHaveText([
    '9:00 AM - 9:45 AM',
    '10:00 AM - 10:45 AMBooked',
    maybeBooked('11:00 AM', '11:45 AM'),
    maybeBooked('12:00 PM', '12:45 PM'),
    maybeBooked('1:00 PM', '1:45 PM'),
    maybeBooked('2:00 PM', '2:45 PM'),
    maybeBooked('3:00 PM', '3:45 PM'),
    maybeBooked('4:00 PM', '4:45 PM'),
  ]);

  // Closing that weekday is refused with the sessions in the way; the form keeps the change, nothing is saved.
  const week = section(page, 'Weekly hours');
  const weekday = long('en-US', { weekday: 'long' });
  await week.getByLabel(`Available on ${weekday}`).uncheck();
  await week.getByRole('button', { name: 'Save weekly hours' }).click();
  const alert = week.getByRole('alert');
  await expect(alert).toContainText(/booked sessions? stands? in the way/);
  await expect(
    alert
      .getByTestId('bookings-in-the-way')
      .getByRole('listitem')
      .filter({
        hasText: `${long('en-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}, 10:00 AM - 11:00 AM, with Grace Adeyemi`,
      }),
  ).toHaveCount(1);
  await expect(page.getByText('Data saved successfully')).toHaveCount(0);
  await expect(week.getByLabel(`Available on ${weekday}`)).not.toBeChecked();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(section(page, 'Weekly hours').getByLabel(`Available on ${weekday}`)).toBeChecked();
});
