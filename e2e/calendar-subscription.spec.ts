// The private calendar subscription on the settings page (decision 0009): turn on, copy, read the feed the link
// serves (from the page, through the demo's backend), cancel a session and see the feed follow, replace the link.
import ICAL from 'ical.js';
import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, setGerman, signIn } from './helpers';

interface Feed {
  status: number;
  type: string | null;
  events: Map<string, { summary: string; status: string; sequence: number; start: string }>;
}

/** The feed as a calendar app gets it: a plain GET of the link (no session), parsed with ical.js. */
async function readFeed(page: Page, url: string): Promise<Feed> {
  const res = await page.evaluate(async (link) => {
    const r = await fetch(link, { credentials: 'omit' });
    return { status: r.status, type: r.headers.get('content-type'), text: await r.text() };
  }, url);
  const events = new Map<string, { summary: string; status: string; sequence: number; start: string }>();
  if (res.status === 200) {
    for (const event of new ICAL.Component(ICAL.parse(res.text)).getAllSubcomponents('vevent')) {
      events.set(String(event.getFirstPropertyValue('uid')), {
        summary: String(event.getFirstPropertyValue('summary')),
        status: String(event.getFirstPropertyValue('status')),
        sequence: Number(event.getFirstPropertyValue('sequence')),
        start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
      });
    }
  }
  return { status: res.status, type: res.type, events };
}

const FAR = 'bk_confirmed_far@therapy-booking';

test('en: turn on, copy, the feed follows a cancellation, and Replace link (after a confirm step) ends the old link', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'client', '/account/settings/');
  const section = page.getByRole('region', { name: 'Calendar subscription' });
  await expect(
    section.getByText(/Anyone who has this link can see the dates and times of your sessions/),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Turn on calendar subscription' }).click();
  const field = section.getByRole('textbox', { name: 'Your private calendar link' });
  await expect(field).toHaveValue(/\/api\/calendar-feed\/[\w-]{43}$/);
  const url = await field.inputValue();
  await expectNoAxeViolations(page);

  await section.getByRole('button', { name: 'Copy link' }).click();
  await expect(section.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const before = await readFeed(page, url);
  expect([before.status, before.type]).toEqual([200, 'text/calendar; charset=utf-8']);
  expect(before.events.get(FAR)).toMatchObject({
    summary: 'Individual Therapy with Dr Amaka Okafor',
    status: 'CONFIRMED',
    sequence: 0,
  });

  await page.goto('/appointments/?modal=cancel&id=bk_confirmed_far');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Booking cancelled')).toBeVisible();
  const after = await readFeed(page, url);
  expect(after.events.get(FAR)).toEqual({ ...before.events.get(FAR), status: 'CANCELLED', sequence: 1 });

  await page.goto('/account/settings/');
  await section.getByRole('button', { name: 'Replace link' }).click();
  const confirm = section.getByRole('group', { name: 'Replace link' });
  await expect(confirm).toContainText('The current link stops working at once');
  await confirm.getByRole('button', { name: 'Replace link' }).click();
  await expect(page.getByText('A new calendar link was made. The old one no longer works.')).toBeVisible();
  await expect(field).not.toHaveValue(url);
  const replaced = await field.inputValue();
  expect((await readFeed(page, url)).status).toBe(404);
  expect((await readFeed(page, replaced)).events.get(FAR)?.status).toBe('CANCELLED');
  await page.reload();
  await expect(field).toHaveValue(replaced);
});

test('de: the section in German, a German feed that follows a reschedule, and Replace link', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'client');
  await setGerman(page);
  await page.goto('/account/settings/');
  const section = page.getByRole('region', { name: 'Kalender-Abonnement' });
  await expect(section.getByText(/Wer diesen Link hat, sieht Datum und Uhrzeit Ihrer Sitzungen/)).toBeVisible();
  await section.getByRole('button', { name: 'Kalender-Abonnement einschalten' }).click();
  const field = section.getByRole('textbox', { name: 'Ihr privater Kalender-Link' });
  await expect(field).toHaveValue(/\/api\/calendar-feed\/[\w-]{43}$/);
  const url = await field.inputValue();
  await expectNoAxeViolations(page);
  const before = (await readFeed(page, url)).events.get(FAR);
  expect(before).toMatchObject({ summary: 'Einzeltherapie mit Dr Amaka Okafor', status: 'CONFIRMED', sequence: 0 });

  // A reschedule moves the same event (same UID, next SEQUENCE, the new start).
  await page.goto('/appointments/?modal=reschedule&id=bk_confirmed_far');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('grid').getByRole('button', { disabled: false }).last().click();
  await dialog
    .getByRole('group', { name: /^Freie Zeiten am / })
    .getByRole('button')
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Neu planen', exact: true }).click();
  await expect(page).toHaveURL(/modal=rescheduled/);
  const moved = (await readFeed(page, url)).events.get(FAR);
  expect(moved).toMatchObject({ summary: before?.summary, status: 'CONFIRMED', sequence: 1 });
  expect(moved?.start).not.toBe(before?.start);
  await page.goto('/account/settings/');

  await section.getByRole('button', { name: 'Link ersetzen' }).click();
  const confirm = section.getByRole('group', { name: 'Link ersetzen' });
  await confirm.getByRole('button', { name: 'Aktuellen Link behalten' }).click();
  await expect(field).toHaveValue(url);
  await section.getByRole('button', { name: 'Link ersetzen' }).click();
  await section.getByRole('group', { name: 'Link ersetzen' }).getByRole('button', { name: 'Link ersetzen' }).click();
  await expect(
    page.getByText('Ein neuer Kalender-Link wurde erstellt. Der alte funktioniert nicht mehr.'),
  ).toBeVisible();
  expect((await readFeed(page, url)).status).toBe(404);
});
