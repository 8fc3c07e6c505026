import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { e2eOrigin } from './ports';
import { startSignedIn } from './warm-start';

export { e2eOrigin } from './ports';

export const DEMO_PASSWORD = 'Passw0rd!';

/**
 * A real two-page PDF to upload under `name` (e2e/files/sleep-diary.pdf, Helvetica): page 1 says 'Sleep diary - week
 * 1', page 2 'Evenings: no screens after 10 pm'.
 */
export const sleepDiaryPdf = (name = 'sleep-diary.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: fs.readFileSync(new URL('./files/sleep-diary.pdf', import.meta.url)),
});
export const accounts = {
  client: { email: 'client@example.com', firstName: 'Grace', label: 'Client' },
  provider: { email: 'provider@example.com', firstName: 'Amaka', label: 'Therapist' },
} as const;

/**
 * The app has rendered: on a prerendered page (decision 0158) its buttons answer only from then on, and the scripts
 * start after the first paint. Typing needs no wait (a field is read-only until then, and Playwright waits for it).
 */
export async function appRunning(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('app-rendered').length > 0);
}

/** Signs in through the login form (the page must show it). */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the login page, as a first visit does, and lands on the overview (tests of signing in). */
export async function signInThroughLoginPage(page: Page, who: keyof typeof accounts) {
  await page.goto('/login/');
  await signInWithForm(page, accounts[who].email);
  // A first visit starts the demo backend's worker after the first paint, and the sign-in waits for it: on a busy
  // 2-core runner (the large data set's tests beside it) that took 8 s once.
  await expect(page).toHaveURL('/overview/', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${accounts[who].firstName}` })).toBeVisible();
}

/**
 * Lands on `at` (the overview unless given) signed in as `who`. As a test's first step (nothing loaded yet) it starts
 * from this Playwright worker's warm start (e2e/warm-start.ts), seeded and signed in without the form, and loads `at`
 * directly: one boot of the app instead of the overview's and then the page's. Later in a test, through the form.
 */
export async function signIn(page: Page, who: keyof typeof accounts, at?: string) {
  let landed = false;
  if (page.url() === 'about:blank')
    landed = await startSignedIn(page, who, (cold) => signInThroughLoginPage(cold, who), at);
  else await signInThroughLoginPage(page, who);
  if (at === undefined) {
    await expect(page).toHaveURL('/overview/');
    await expect(page.getByRole('heading', { level: 1, name: `Hello, ${accounts[who].firstName}` })).toBeVisible();
  } else if (!landed) await page.goto(at);
}

/** Signs out through the header's confirmation (the demo data stays as it is). */
export async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
}

/** The app in German from the next page load on (the language cookies the language switch sets). */
export async function setGerman(page: Page) {
  await page.context().addCookies(['X-Locale', 'X-Language'].map((name) => ({ name, value: 'de', url: e2eOrigin })));
}

/** The header's navigation (desktop layout). */
export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** A session time shown on two lines, the day above the time. */
export function dayAndTime(text: string): [day: string, time: string] {
  const [day, time] = text.split('\n');
  if (!day || !time) throw new Error(`expected a day and a time on two lines, got ${JSON.stringify(text)}`);
  return [day, time];
}

/**
 * An axe scan of `page`. Legacy mode runs axe in the page itself; the default mode opens a second page in the context
 * for each scan to merge the frames' results, which cost 2–4 s per scan on a 2-core runner. The app has no
 * cross-origin frame for that second page to reach.
 */
export const axeScan = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/**
 * The axe scan every spec runs: WCAG 2.0, 2.1 and 2.2 A and AA, and best practice, any impact. 2.5.3 "label in
 * name" (`label-content-name-mismatch`) is still marked experimental in axe, so it is switched on by name.
 */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export async function expectNoAxeViolations(page: Page) {
  const results = await axeScan(page)
    .withTags(axeTags)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(
    results.violations.map(
      (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** What the offline backend holds now: its whole state and revision, from its service worker (`GET /api/__mock/state`). */
export async function demoBackendState(
  page: Page,
): Promise<{ revision: string | null; state: Record<string, unknown> }> {
  await waitForDemoBackend(page);
  return page.evaluate(
    async () =>
      (await fetch('/api/__mock/state')).json() as Promise<{ revision: string | null; state: Record<string, unknown> }>,
  );
}

/** Replaces what the offline backend holds (`PUT /api/__mock/state`); returns the new revision. */
export async function putDemoBackendState(page: Page, state: Record<string, unknown>): Promise<string | null> {
  await waitForDemoBackend(page);
  return page.evaluate(
    async (body) => {
      const response = await fetch('/api/__mock/state', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`PUT /api/__mock/state: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { revision: string | null }).revision;
    },
    { state },
  );
}

/** One part of what the offline backend holds (a top-level key of its state: mocks/db.ts). */
export async function storedDemoPart<T>(page: Page, part: string): Promise<T> {
  return (await demoBackendState(page)).state[part] as T;
}

/**
 * On a first visit the demo's offline backend starts after the first paint (the app's own calls wait for it): a test
 * that calls the backend itself waits until it answers (mocks/browser.ts marks the page).
 */
export async function waitForDemoBackend(page: Page) {
  await page.locator('html[data-demo-backend="ready"]').waitFor({ state: 'attached' });
}

/** Opens a page of the account through the header's user menu (wide screens): 'Profile' or 'Settings'. */
export async function openAccountPage(page: Page, name: 'Profile' | 'Settings') {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu for / })
    .click();
  await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
}

/**
 * Every Content-Security-Policy violation of the page from now on, across navigations: the documents' own reports
 * (`CSP violation: <directive> <blocked URL>`) and what the browser logs about any other (a worker's).
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation: ') || /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}
