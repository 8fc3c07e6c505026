import { PRERENDERED } from '../scripts/prerender-plugin.ts';
import { expect, test, type Page } from './fixtures';

// The signed-out pages come as HTML rendered at build time in English and are hydrated; a visitor they do not fit
// (German, signed in) gets the plain shell instead, before the first paint (decision 0153). Every other path gets
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

    const served = await (await request.get(url)).text();
    expect(served).toContain(`>${text}</h1>`);
    expect(served).toMatch(/<meta property="og:title" content="[^"]+ · Therapy Booking" \/>/);
    expect(served).toContain('<meta property="og:description" content="Book online or in-person therapy sessions');
    expect(problems).toEqual([]);
  });
}

test.describe('a visitor whose locale cookie says German', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'X-Locale', value: 'de', domain: '127.0.0.1', path: '/' }]);
  });

  for (const url of ['/login/', '/']) {
    test(`never sees the English ${url} before the German one`, async ({ page }) => {
      // Every heading the page ever shows on screen, from the first parse on.
      await page.addInitScript(() => {
        const shown = new Set<string>();
        (window as unknown as { shownHeadings: Set<string> }).shownHeadings = shown;
        const look = () => {
          for (const h of document.querySelectorAll('h1'))
            if (h.checkVisibility() && h.textContent) shown.add(h.textContent);
        };
        new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
        document.addEventListener('DOMContentLoaded', look);
      });
      const problems = consoleProblems(page);
      await page.goto(url);
      const heading = page.locator('main h1').first();
      await expect(heading).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      const shown = await page.evaluate(() => [...(window as unknown as { shownHeadings: Set<string> }).shownHeadings]);
      // Only the German heading, and it is not the English one the file holds.
      expect(shown).toEqual([await heading.textContent()]);
      expect(shown[0]).not.toBe(url === '/login/' ? 'Sign in' : 'Therapy that fits your life');
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
