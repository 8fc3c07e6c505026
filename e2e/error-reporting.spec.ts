import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { accounts, e2eOrigin, mainNav, signIn, signInWithForm } from './helpers';
import { startSentryBuild, type SentryBuild } from './sentry-build';

// One worker runs this file's tests in order: the Sentry build of its own is made once, not once per worker.
test.describe.configure({ mode: 'default' });

/** The error events among envelopes (an envelope is lines of JSON: a header, then item headers and their items). */
function errorEvents(envelopes: string[]): Record<string, any>[] {
  return envelopes.flatMap((envelope) => {
    const lines = envelope.split('\n');
    return lines.flatMap((line, i) =>
      /"type":"event"/.test(line) ? [JSON.parse(lines[i + 1]!) as Record<string, any>] : [],
    );
  });
}

/**
 * Each envelope's items as text: the header line of each item, then its payload (a JSON event, or a replay segment:
 * its own header line, then its rrweb events as JSON). A payload that is not text (a compressed recording) fails
 * here, so that a search of the text cannot miss what it holds.
 */
function envelopeItems(envelopes: string[]): { type: string; payload: string }[] {
  return envelopes.flatMap((envelope) => {
    const lines = envelope.split('\n');
    const items: { type: string; payload: string }[] = [];
    for (let i = 1; i < lines.length; i += 2) {
      const header = JSON.parse(lines[i]!) as { type: string };
      // A replay segment is two lines: its segment header, then its events.
      const lineCount = header.type === 'replay_recording' ? 2 : 1;
      const payload = lines.slice(i + 1, i + 1 + lineCount).join('\n');
      if (header.type === 'replay_recording') JSON.parse(payload.split('\n')[1]!);
      else JSON.parse(payload);
      items.push({ type: header.type, payload });
      i += lineCount - 1;
    }
    return items;
  });
}

/** When the page asked for each of its scripts whose name matches, and when the app first rendered (ms). */
const timings = (page: Page, name: RegExp) =>
  page.evaluate((source) => {
    const pattern = new RegExp(source);
    return {
      rendered: performance.getEntriesByName('app-rendered')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => pattern.test(e.name))
        .map((e) => e.startTime),
    };
  }, name.source);

test.describe('without VITE_SENTRY_DSN (the suite’s build)', () => {
  test('the build holds no Sentry code; pages ask for none and talk to no other origin', async ({ page }) => {
    test.skip(Boolean(process.env.E2E_DEV), 'reads the built files');
    const assets = path.resolve('dist-e2e/assets');
    const withSentry = fs
      .readdirSync(assets)
      .filter(
        (file) =>
          file.endsWith('.js') && fs.readFileSync(path.join(assets, file), 'utf8').includes('sentry.javascript'),
      );
    expect(withSentry).toEqual([]);

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await signIn(page, 'client', '/appointments/');
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
    // The first paint's deferred work has run (error reporting starts with it, in the same turn as the toaster,
    // which mounts only then), and the country prompt's part, loaded after it, has decided: had the SDK been asked
    // for, its request would be out by now.
    await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
    await expect(page.locator('html[data-country-prompt]')).toBeAttached();
    expect(requests.filter((url) => /sentry/i.test(url) || !url.startsWith(e2eOrigin))).toEqual([]);
  });
});

test.describe('with VITE_SENTRY_DSN (a production build of its own, its ingest recorded)', () => {
  let build: SentryBuild;

  test.beforeAll(async () => {
    test.setTimeout(240_000); // the build
    build = await startSentryBuild();
  });

  test.afterAll(async () => build?.close());

  /** A page whose API answers `{}` to everything: not what the contract allows, so the therapist page throws in render. */
  async function openBrokenPage(page: Page, draw: number) {
    // Sentry draws Math.random() against the sample rates (errors 0.1, replay 0.01).
    await page.addInitScript((value) => (Math.random = () => value), draw);
    await page.route(`${build.origin}/api/**`, (route) => route.fulfill({ json: {} }));
    await page.goto(`${build.origin}/therapists/pr_demo/?email=grace%40example.com`);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  }

  /** The visitor has accepted analytics cookies: replay may record. */
  async function giveAnalyticsConsent(context: BrowserContext) {
    await context.addCookies(
      [
        ['cookieConsent', 'true'],
        [
          'cookieSettings',
          JSON.stringify({ essential: true, analytics: true, personalization: true, advertising: true }),
        ],
      ].map(([name, value]) => ({ name: name!, value: value!, url: build.origin })),
    );
  }

  test('a thrown render error is reported, after the first paint, without personal data; no replay without consent', async ({
    page,
  }) => {
    const before = build.envelopes.length;
    await openBrokenPage(page, 0.001);
    await expect.poll(() => errorEvents(build.envelopes.slice(before)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [event] = errorEvents(build.envelopes.slice(before));
    expect(event!.exception.values.map((v: { type: string }) => v.type).join(' ')).toMatch(/TypeError/);
    expect(event!.request.url).toBe(`${build.origin}/therapists/pr_demo/`);
    expect(build.envelopes.slice(before).join('\n')).not.toMatch(/grace/i);

    const sdk = await timings(page, /\/assets\/sentry-[\w-]+\.js$/);
    expect(sdk.scripts).toHaveLength(1);
    expect(sdk.scripts[0]!).toBeGreaterThan(sdk.rendered!);
    expect((await timings(page, /\/assets\/sentry-replay-/)).scripts).toEqual([]);
  });

  test('replay and events carry no secrets: after consent, nothing sent holds the reset token, the searched e-mail address or a URL’s query', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const TOKEN = 'tok-SECRET-4242';
    const EMAIL = 'zelda.secret@example.org';
    await giveAnalyticsConsent(context);
    // Sentry draws Math.random() against the sample rates: this draw sends the error and records the replay.
    await page.addInitScript(() => (Math.random = () => 0.001));
    const before = build.envelopes.length;

    await page.goto(`${build.origin}/reset-password/?token=${TOKEN}#${TOKEN}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect
      .poll(async () => (await timings(page, /\/assets\/sentry-replay-/)).scripts.length, { timeout: 15_000 })
      .toBe(1);
    await page.getByLabel('New password', { exact: true }).fill('second2pass');
    // On through the app, in the same page: replay keeps recording what follows.
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await signInWithForm(page, accounts.client.email);
    await expect(page.getByRole('heading', { level: 1, name: `Hello, ${accounts.client.firstName}` })).toBeVisible({
      timeout: 20_000,
    });
    await mainNav(page).getByRole('link', { name: 'Messages' }).click();
    const searched = page.waitForRequest((request) => request.url().includes('zelda.secret'));
    await page.getByRole('searchbox', { name: 'Search chats' }).fill(EMAIL);
    await searched;
    await expect(page).toHaveURL(/[?&]q=zelda\.secret/);
    await page.evaluate((address) => {
      setTimeout(() => {
        throw new Error(`Could not show the chats of ${address}`);
      });
    }, EMAIL);

    // Wait for what was recorded up to the search, and the error, to arrive.
    const sent = () => envelopeItems(build.envelopes.slice(before));
    await expect
      .poll(() => sent().some((item) => item.type === 'replay_recording' && item.payload.includes('"/messages/"')), {
        timeout: 45_000,
      })
      .toBe(true);
    await expect.poll(() => sent().some((item) => item.type === 'event'), { timeout: 15_000 }).toBe(true);
    const items = sent();
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(['event', 'replay_event', 'replay_recording']));
    const replayed = items.find((item) => item.type === 'replay_event')!.payload;
    expect(replayed).toContain(`${build.origin}/reset-password/`);
    const all = build.envelopes.slice(before).join('\n');
    expect(all).toContain('/reset-password/');
    for (const secret of [TOKEN, 'zelda', 'token=', 'q=', 'searchQuery=', accounts.client.email, '%40'])
      expect(all, `no envelope holds ${secret}`).not.toContain(secret);
    expect(all).not.toMatch(/[\w.%+-]+@[\w-]+\.[\w.-]+/);
  });

  test('with analytics consent the replay recorder loads; a draw above 0.1 sends no error', async ({
    page,
    context,
  }) => {
    await giveAnalyticsConsent(context);
    const before = build.envelopes.length;
    await openBrokenPage(page, 0.5);
    await expect
      .poll(async () => (await timings(page, /\/assets\/sentry-replay-/)).scripts.length, { timeout: 15_000 })
      .toBe(1);
    // Leaving the page sends the SDK's count of what it dropped: the error was seen and sampled out, and nothing else.
    await page.goto('about:blank');
    await expect
      .poll(() => build.envelopes.slice(before).join('\n'), { timeout: 15_000 })
      .toMatch(/"reason":"sample_rate"/);
    expect(errorEvents(build.envelopes.slice(before))).toEqual([]);
  });
});
