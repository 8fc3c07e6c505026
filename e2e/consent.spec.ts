import { expect, test, type BrowserContext, type Page } from './fixtures';
import { expectNoAxeViolations, setGerman, signIn } from './helpers';

// A first visit: no stored cookie choice, no country answer (the config gives every other spec a stored choice).
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ timeout: 150_000 });

const TRACKED = [
  'Start_Client_SignUp',
  'Start_Provider_Sign_Up',
  'Provider_SignUp_Success',
  'Start_Booking',
  'Booking_Request',
  'Start_Booking_Payment',
  'Finish_Booking',
];
const DAY_S = 24 * 60 * 60;

const dialog = (page: Page) => page.getByRole('dialog');
const banner = (page: Page, name = 'Cookies on Therapy Booking') => page.getByRole('region', { name });

/** The tracking events in the page's data layer, in order. */
function trackedEvents(page: Page) {
  return page.evaluate(
    (names) =>
      (window.dataLayer ?? []).filter((entry) => names.includes((entry as { event: string }).event)) as Record<
        string,
        unknown
      >[],
    TRACKED,
  );
}

/** The cookie's days to expiry (rounded), or null for a session cookie / none. */
async function cookieDays(context: BrowserContext, name: string): Promise<number | null> {
  const cookie = (await context.cookies()).find((c) => c.name === name);
  return cookie && cookie.expires > 0 ? Math.round((cookie.expires - Date.now() / 1000) / DAY_S) : null;
}

/** From the therapist page: the new-booking modal, a booking made with its time, then (when `pay`) paid from the wallet. */
async function book(page: Page, { pay }: { pay: boolean }) {
  await page.goto('/therapists/pr_demo/');
  await page.getByRole('button', { name: 'Book a session' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'New session booking' })).toBeVisible();
  await dialog(page).getByRole('radio', { name: 'Online' }).check();
  await dialog(page).getByRole('radio', { name: 'Individual Therapy' }).check();
  const days = dialog(page).getByRole('grid').getByRole('button', { disabled: false });
  await expect(days.first()).toBeVisible();
  await days.last().click();
  await dialog(page)
    .getByRole('group', { name: /^Available times on / })
    .getByRole('button')
    .first()
    .click();
  await dialog(page).getByRole('button', { name: 'Schedule and Pay' }).click();
  await expect(page).toHaveURL(/\/payment\/bk_[^/]+\/$/);
  if (!pay) return;
  await page.getByRole('radio', { name: 'Wallet balance' }).check();
  await page.getByRole('button', { name: /^Pay NGN/ }).click();
  await expect(page.getByText('Payment successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/appointments\/\?id=bk_/);
}

test('first visit: the banner; Reject All sends nothing while booking; Cookie settings reopens the panel; Accept All tracks the booking in order', async ({
  page,
  context,
}) => {
  await page.goto('/therapists/pr_demo/');
  await expect(banner(page)).toBeVisible();
  for (const name of ['Customize', 'Reject All', 'Accept All'])
    await expect(banner(page).getByRole('button', { name })).toBeVisible();
  // The bar is fixed and ends the page with a spacer of its height: the footer's last link scrolls clear of it.
  // The bar may come before the therapist's data: measure again until the page has stopped growing.
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' });
  await expect(async () => {
    await footerLink.scrollIntoViewIfNeeded();
    const [linkBox, barBox] = [await footerLink.boundingBox(), await banner(page).boundingBox()];
    expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(barBox!.y);
  }).toPass();
  await expectNoAxeViolations(page);

  await banner(page).getByRole('button', { name: 'Reject All' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await context.cookies().then((cookies) => cookies.find((c) => c.name === 'cookieConsent')?.value)).toBe(
    'minimal',
  );
  expect(await cookieDays(context, 'cookieConsent')).toBe(365);
  expect(await cookieDays(context, 'cookieSettings')).toBe(365);

  // Rejected: opening the booking modal and creating a booking send nothing to analytics.
  await signIn(page, 'client');
  await book(page, { pay: false });
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  expect(await cookieDays(context, 'visitor_id')).toBeNull();

  // The footer's "Cookie settings" reopens the panel; Accept All grants analytics from now on.
  await page.goto('/therapists/pr_demo/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const panel = banner(page, 'Cookie settings');
  await expect(panel.getByRole('heading', { name: 'Cookie settings' })).toBeFocused();
  await expect(panel.getByRole('switch', { name: 'Essential' })).toBeDisabled();
  await expect(panel.getByRole('switch', { name: 'Essential' })).toBeChecked();
  await expect(panel.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  await expect(panel.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy/',
  );
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Accept All' }).click();
  await expect(panel).toHaveCount(0);

  await book(page, { pay: true });
  const events = await trackedEvents(page);
  expect(events.map((e) => e.event)).toEqual([
    'Start_Booking',
    'Booking_Request',
    'Start_Booking_Payment',
    'Finish_Booking',
  ]);
  // The first event sent made the visitor's id: a random UUID kept 365 days.
  const visitor = (await context.cookies()).find((c) => c.name === 'visitor_id')?.value;
  expect(visitor).toMatch(/^[0-9a-f-]{36}$/);
  expect(await cookieDays(context, 'visitor_id')).toBe(365);
  expect(events[0]).toEqual({
    event: 'Start_Booking',
    providerId: 'pr_demo',
    amount: 1_500_000,
    value: 15_000,
    currency: 'NGN',
    visitor_id: visitor,
  });
  for (const event of events.slice(1))
    expect(event).toMatchObject({
      bookingId: expect.stringMatching(/^bk_/),
      amount: 1_500_000,
      value: 15_000,
      currency: 'NGN',
      visitor_id: visitor,
    });

  // The demo's dev menu lists what was tracked.
  await page.getByRole('button', { name: 'Demo tools' }).click();
  await expect(page.getByTestId('dev-tracking').getByText('Finish_Booking')).toBeVisible();
});

test('in German: Customize with analytics off sends nothing, turning it on sends, withdrawing stops at once', async ({
  page,
  context,
}) => {
  await setGerman(page);
  await page.goto('/sign-up/');
  const bar = banner(page, 'Cookies bei Therapy Booking');
  await bar.getByRole('button', { name: 'Anpassen' }).click();
  const panel = banner(page, 'Cookie-Einstellungen');
  await panel.getByRole('switch', { name: 'Personalisierung' }).check();
  await panel.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(panel).toHaveCount(0);
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies.cookieConsent).toBe('custom');
  expect(JSON.parse(decodeURIComponent(cookies.cookieSettings ?? ''))).toEqual({
    essential: true,
    analytics: false,
    personalization: true,
    advertising: false,
  });

  // The sign-up page tracks Start_Client_SignUp: not with analytics off.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await expect(panel.getByRole('switch', { name: 'Personalisierung' })).toBeChecked();
  await panel.getByRole('switch', { name: 'Analyse' }).check();
  await panel.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await page.reload();
  await expect.poll(() => trackedEvents(page).then((e) => e.map((x) => x.event))).toEqual(['Start_Client_SignUp']);

  // Withdrawn: the next page's event is not sent.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await panel.getByRole('switch', { name: 'Analyse' }).uncheck();
  await panel.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Als Therapeut:in registrieren' }).click();
  await expect(page).toHaveURL('/sign-up/provider/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await trackedEvents(page)).map((e) => e.event)).toEqual(['Start_Client_SignUp']);
  expect(
    await page.evaluate(() => (window.dataLayer as { event: string; analytics_storage?: string }[]).at(-1)),
  ).toMatchObject({ event: 'consent_update', analytics_storage: 'denied' });
});

test.describe('countries and languages', () => {
  const origin = () => test.info().project.use.baseURL!;
  const set = (context: BrowserContext, cookies: Record<string, string>) =>
    context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: origin() })));
  const prompt = (page: Page) => page.getByRole('heading', { name: 'We are not in your country yet' });

  /** The page is up and has decided not to prompt (the backend's answer, when asked, is in). */
  async function settled(page: Page, answer?: Promise<unknown>) {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await answer;
    await expect(page.locator('html')).toHaveAttribute('data-country-prompt', 'skip');
  }

  test('a US visitor gets the prompt, continues anyway and never again; GB and NG never; an operating country chosen sets cookie and header', async ({
    page,
    context,
  }) => {
    await set(context, { cookieConsent: 'minimal', 'X-CountryCode': 'US' });
    await page.goto('/');
    await expect(prompt(page)).toBeVisible();
    await expect(dialog(page)).toContainText('Therapy Booking does not operate in your country (United States) yet.');
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Continue anyway' }).click();
    await expect(prompt(page)).toHaveCount(0);
    expect(await cookieDays(context, 'ignoreOperatingCountryPrompt')).toBe(365);
    await page.reload();
    await settled(page);
    await expect(prompt(page)).toHaveCount(0);

    await context.clearCookies({ name: 'ignoreOperatingCountryPrompt' });
    for (const code of ['GB', 'NG']) {
      await set(context, { 'X-CountryCode': code });
      await page.reload();
      await settled(page);
      await expect(prompt(page)).toHaveCount(0);
    }
    // No cookie: the backend's answer decides (offline it places the visitor in NG).
    await context.clearCookies({ name: 'X-CountryCode' });
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/region/user-timezone');
    await page.reload();
    await settled(page, answer);
    await expect(prompt(page)).toHaveCount(0);

    await set(context, { 'X-CountryCode': 'US' });
    await page.reload();
    await dialog(page).getByRole('button', { name: 'Choose an operating country' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Choose your country' })).toBeVisible();
    await dialog(page).getByRole('radio', { name: 'United Kingdom' }).check();
    const request = page.waitForRequest(
      (r) => new URL(r.url()).pathname.startsWith('/api/') && r.headers()['x-countrycode'] === 'GB',
    );
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await request;
    expect((await context.cookies()).find((c) => c.name === 'X-CountryCode')?.value).toBe('GB');
    await settled(page);
    await expect(prompt(page)).toHaveCount(0);
  });

  test('the country and language switch (settings and footer) sets the cookies, reloads, and requests carry them', async ({
    page,
    context,
  }) => {
    await set(context, { cookieConsent: 'minimal', ignoreOperatingCountryPrompt: 'true' });
    await signIn(page, 'client', '/account/settings/');
    await expect(page.getByText('Country: Not chosen. Language: English.')).toBeVisible();
    await page.getByRole('button', { name: 'Change country or language' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Country and language' })).toBeVisible();
    // Every country (all=true); only the primary languages the app has messages for.
    await expect(dialog(page).getByLabel('Country').getByRole('option', { name: 'Germany' })).toHaveCount(1);
    await expect(dialog(page).getByLabel('Language').getByRole('option')).toHaveText(['English', 'Deutsch']);
    await expectNoAxeViolations(page);
    await dialog(page).getByLabel('Country').selectOption({ label: 'Germany' });
    await dialog(page).getByLabel('Language').selectOption({ label: 'Deutsch' });
    const request = page.waitForRequest(
      (r) =>
        new URL(r.url()).pathname.startsWith('/api/') &&
        r.headers()['x-countrycode'] === 'DE' &&
        r.headers()['x-language'] === 'de',
    );
    await dialog(page).getByRole('button', { name: 'Save and reload' }).click();
    await request;
    await expect(page.getByText('Land: Deutschland. Sprache: Deutsch.')).toBeVisible();
    for (const name of ['X-CountryCode', 'X-Locale', 'X-Language']) expect(await cookieDays(context, name)).toBe(365);
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Land und Sprache: Deutschland · Deutsch' })
      .click();
    await expect(dialog(page).getByRole('heading', { name: 'Land und Sprache' })).toBeVisible();
    await expect(dialog(page).getByLabel('Land')).toHaveValue('DE');
  });
});
