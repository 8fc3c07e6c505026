import { en } from '../src/lib/i18n/messages';
import { benchRoutes } from '../scripts/bench/routes';
import { pageRouteIds } from '../scripts/lib/route-tree';
import { expect, test, type Page } from './fixtures';
import { accounts, setGerman, signIn } from './helpers';

/**
 * Every route of the route tree, loaded directly (a reload, a bookmark) in English and German, as the user it is for:
 * no message may be missing. A page loads only its own message areas before it renders (decision 0020), so a
 * component that shows a message of another area reads as its raw id until the rest arrives; the fixture fails the test
 * on react-intl's MISSING_TRANSLATION, and each page is also searched for a visible id.
 */
type Viewer = 'signed-out' | keyof typeof accounts;

interface PageLoad {
  /** The route's id in src/routeTree.gen.ts. */
  id: string;
  path: string;
  as: Viewer;
}

/** Pages both user types see, loaded once more as the provider (they show other parts to each). */
const sharedAsProvider = [
  '/overview/',
  '/appointments/',
  '/account/',
  '/account/settings/',
  '/messages/',
  '/messages/cl_demo/',
];

const loads: PageLoad[] = [
  // The bench's list: every page of the route tree with seeded ids, as the user it is made for.
  ...benchRoutes.map((route): PageLoad => ({ id: route.id, path: route.path, as: route.viewer })),
  { id: '/mock-checkout', path: '/mock-checkout/?reference=ref_unknown', as: 'signed-out' },
  ...sharedAsProvider.map((path): PageLoad => ({ id: `shared ${path}`, path, as: 'provider' })),
];

test('the list loads every route of the route tree', () => {
  const listed = new Set(loads.map((load) => load.id));
  expect(pageRouteIds().filter((id) => !listed.has(id))).toEqual([]);
});

// Six long tests (a page load is 2 to 5 s on a busy 2-core machine): both workers take them.
test.describe.configure({ mode: 'parallel' });

const ids = new Set(Object.keys(en));

/** Message ids the page shows: in its text, its accessible names and descriptions, or its title. */
async function visibleIds(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription'];
    const values = [...document.querySelectorAll('*')].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...values];
  });
  return [
    ...new Set(
      texts.flatMap((text) => text.match(/[a-zA-Z]+(?:\.[a-zA-Z0-9]+)+/g) ?? []).filter((word) => ids.has(word)),
    ),
  ];
}

for (const language of ['en', 'de'] as const) {
  for (const viewer of ['signed-out', 'client', 'provider'] as const) {
    test(`every ${viewer} page, loaded directly, shows no raw message id (${language})`, async ({ page }) => {
      test.setTimeout(180_000);
      if (viewer !== 'signed-out') await signIn(page, viewer);
      if (language === 'de') await setGerman(page);
      const missing: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('MISSING_TRANSLATION'))
          missing.push(message.text().split('\n')[0]!);
      });
      for (const load of loads.filter((l) => l.as === viewer)) {
        await test.step(load.path, async () => {
          missing.length = 0;
          await page.goto(load.path);
          // eslint-disable-next-line playwright/no-networkidle -- every query and lazy chunk of the page must have answered before the missing-translation check; no one element marks that
          await page.waitForLoadState('networkidle');
          await expect(page.locator('main h1').first()).toBeVisible();
          await expect(page).toHaveURL(load.path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          expect.soft(await visibleIds(page), `raw message ids on ${load.path}`).toEqual([]);
          expect.soft(missing, `messages missing on ${load.path}`).toEqual([]);
        });
      }
    });
  }
}
