import { PRERENDERED } from '../scripts/prerender-plugin.ts';
import { expect, test, type Page } from './fixtures';
import { accounts, signIn, signInWithForm } from './helpers';

// The signed-out pages come as HTML rendered at build time in English and are hydrated; a visitor they do not fit
// (German, signed in, an address with a query string) gets the plain shell instead, before the first paint (decision 0158). Every other path gets
// app.html, the plain shell.

/** The console's errors and warnings while the page loads and hydrates. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const url of PRERENDERED) {
  test(`${url} comes with its page in the HTML and hydrates with a clean console`, async ({ page, request }) => {
    const problems = consoleProblems(page);
    await page.goto(url);
    const heading = page.locator('main h1').first();
    await expect(heading).toBeVisible();
    // Hydrated: the app's own handlers answer (the language switch is a button of the app's header).
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
    await page.waitForFunction(() => performance.getEntriesByName('app-rendered').length > 0);
    const text = (await heading.textContent()) ?? '';
    expect(text.length).toBeGreaterThan(0);
    // The app's scripts start once the page has painted: until then its HTML and stylesheet have the line to themselves.
    const [painted, firstScript] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      Math.min(
        ...performance.getEntriesByType('resource').flatMap((e) => (e.name.endsWith('.js') ? [e.startTime] : [])),
      ),
    ]);
    expect(firstScript).toBeGreaterThanOrEqual(painted);

    const served = await (await request.get(url)).text();
    expect(served).toContain(`>${text}</h1>`);
    expect(served).toMatch(/<meta property="og:title" content="[^"]+ · Therapy Booking" \/>/);
    expect(served).toContain('<meta property="og:description" content="Book online or in-person therapy sessions');
    expect(problems).toEqual([]);
  });
}

interface Shown {
  /** Every h1 text on screen. */
  headings: string[];
  /** Whether the prerendered page was on screen. */
  prerendered: boolean;
}

/**
 * Records, from the first parse on, what the page shows: each time the document changes, once it can paint (its
 * stylesheets have loaded: until then the browser paints nothing), the visible h1s and whether the prerendered page
 * is visible.
 */
async function watchShown(page: Page): Promise<() => Promise<Shown>> {
  await page.addInitScript(() => {
    const shown = { headings: [] as string[], prerendered: false };
    (window as unknown as { shown: typeof shown }).shown = shown;
    const look = () => {
      const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      if (sheets.length === 0 || sheets.some((link) => !link.sheet)) return;
      for (const h of document.querySelectorAll('h1'))
        if (h.checkVisibility() && h.textContent && !shown.headings.includes(h.textContent))
          shown.headings.push(h.textContent);
      if (document.querySelector('#root[data-prerendered]')?.checkVisibility()) shown.prerendered = true;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
    document.addEventListener('load', look, true);
  });
  return () => page.evaluate(() => (window as unknown as { shown: Shown }).shown);
}

const LANDING_HEADING = 'Find the right therapist and book your session in minutes';

test.describe('a first visit (no cookie choice yet)', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('shows the prerendered page itself, and nothing moves while it hydrates or the banner comes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shown = await watchShown(page);
    const problems = consoleProblems(page);
    await page.goto('/login/');
    await page.waitForFunction(() => performance.getEntriesByName('app-rendered').length > 0);
    // The first visit's cookie banner comes after hydration; once it is there, everything the page loads has come.
    await expect(page.getByRole('button', { name: 'Accept All' })).toBeVisible();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
    );
    expect(await shown()).toEqual({ headings: ['Sign in'], prerendered: true });
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test('the login form takes no typing before it is hydrated, and what is typed after signs in', async ({ page }) => {
  // The app's entry is held: the prerendered page is on screen but not hydrated, so text typed now would never
  // reach the form.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login/', { waitUntil: 'commit' });
  const email = page.getByLabel('Email address');
  await expect(email).toBeVisible();
  await expect(email).not.toBeEditable();
  release();
  await expect(email).toBeEditable();
  await signInWithForm(page, accounts.client.email);
  await expect(page).toHaveURL('/overview/', { timeout: 20_000 });
});

test('a signed-in visitor gets the plain shell and their own header, never the signed-out page', async ({ page }) => {
  await signIn(page, 'client');
  const shown = await watchShown(page);
  const problems = consoleProblems(page);
  await page.goto('/contact/');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  expect((await shown()).prerendered).toBe(false);
  expect(problems).toEqual([]);
});

// The HTML holds each page as it is without search parameters; those that change what a page shows would meet
// mismatched HTML, so an address with a query string gets the plain shell.
for (const { url, shows } of [
  { url: '/login/?redirect=%2Fappointments%2F', shows: 'Sign in' },
  { url: '/?state=CA', shows: LANDING_HEADING },
]) {
  test(`${url} gets the plain shell, and the app renders it with a clean console`, async ({ page }) => {
    const shown = await watchShown(page);
    const problems = consoleProblems(page);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: shows })).toBeVisible();
    await page.waitForFunction(() => performance.getEntriesByName('app-rendered').length > 0);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    expect((await shown()).prerendered).toBe(false);
    expect(problems).toEqual([]);
  });
}

test.describe('a visitor whose locale cookie says German', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'X-Locale', value: 'de', domain: '127.0.0.1', path: '/' }]);
  });

  for (const url of ['/login/', '/']) {
    test(`never sees the English ${url} before the German one`, async ({ page }) => {
      const shown = await watchShown(page);
      const problems = consoleProblems(page);
      await page.goto(url);
      const heading = page.locator('main h1').first();
      await expect(heading).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      // Only the German heading, and it is not the English one the file holds.
      const { headings, prerendered } = await shown();
      expect(headings).toEqual([await heading.textContent()]);
      expect(headings[0]).not.toBe(url === '/login/' ? 'Sign in' : LANDING_HEADING);
      expect(prerendered).toBe(false);
      expect(problems).toEqual([]);
    });
  }
});

test('a deep link to a page with a parameter and an unknown path get the plain shell, and the app', async ({
  page,
  request,
}) => {
  for (const url of ['/therapists/pr_demo/', '/no/such/page/']) {
    const answer = await request.get(url);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('<div id="root"><div');
  }
  await page.goto('/therapists/pr_demo/');
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.goto('/no/such/page/');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
