// The appointments list at scale: the main-thread scripting time (Chrome's ScriptDuration, 4× CPU slowdown as in
// Lighthouse's mobile profile) of opening /appointments/ from the overview and of going to its next page, signed in.
import { chromium, type Page } from '@playwright/test';
import { APP_RENDERED_MARK } from '../../src/lib/page-painted';
import { median } from './report';

export interface ListTiming {
  /** ms of scripting from the click on "Appointments" until the list shows; then from "Next" until page 2 shows. */
  open: number;
  nextPage: number;
}

const CPU_SLOWDOWN = 4;

async function scriptMs(
  page: Page,
  cdp: { send: (m: 'Performance.getMetrics') => Promise<{ metrics: { name: string; value: number }[] }> },
) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
}

/**
 * In the page: `window.listChanged` resolves once /appointments/ shows a list whose first booking is not `start`'s.
 * A string, so that the bundler's helpers do not end up in the page.
 */
const WATCH_LIST = `(() => {
  const first = () => location.pathname === '/appointments/' ? document.querySelector('li[data-booking]')?.getAttribute('data-booking') ?? null : null;
  const start = first();
  window.listChanged = new Promise((resolve) => {
    const check = () => {
      const now = first();
      if (now === null || now === start) return false;
      observer.disconnect();
      resolve();
      return true;
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-booking'] });
  });
})()`;
/**
 * Waits until the page has finished loading in the background: at least QUIET_AFTER_RENDER_MS after the app's first
 * render (the app defers its extras, such as the rest of the messages and the footer's parts, until the page has been
 * painted, at most about 2 s after that render: src/lib/page-painted.ts), then until scripting has stood still for
 * QUIET_MS. Otherwise that deferred work lands inside the next measurement and is counted as the list's.
 */
const QUIET_AFTER_RENDER_MS = 2500;
const QUIET_MS = 1000;
async function settle(page: Page, cdp: Parameters<typeof scriptMs>[1]) {
  await page.waitForLoadState('networkidle');
  const sinceRender = Number(
    await page.evaluate(
      `performance.now() - (performance.getEntriesByName('${APP_RENDERED_MARK}')[0]?.startTime ?? 0)`,
    ),
  );
  if (sinceRender < QUIET_AFTER_RENDER_MS) await page.waitForTimeout(QUIET_AFTER_RENDER_MS - sinceRender);
  const deadline = Date.now() + 20_000;
  let last = await scriptMs(page, cdp);
  while (Date.now() < deadline) {
    await page.waitForTimeout(QUIET_MS);
    const now = await scriptMs(page, cdp);
    if (now - last < 2) break; // the polling's own calls cost well under 2 ms
    last = now;
  }
  await page.waitForLoadState('networkidle');
}

const LIST_CHANGED = `Promise.race([window.listChanged, new Promise((_, reject) => setTimeout(() => reject(new Error('the list did not change within 60 s')), 60000))])`;

/** Measures `runs` times in the browser's default context (signed in by signIn) and returns the runs and medians. */
export async function listTimings(
  port: number,
  origin: string,
  runs: number,
): Promise<{ runs: ListTiming[]; median: ListTiming }> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 30_000 });
  const results: ListTiming[] = [];
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The browser has no default context.');
    for (let run = 0; run < runs; run++) {
      const page = await context.newPage();
      page.setDefaultTimeout(60_000);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(`${origin}/overview/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settle(page, cdp);

      // The controls are found before measuring and clicked from the page, and the list's change is awaited with a
      // MutationObserver: Playwright's own locators and polling run on the page's main thread and would count.
      const appointments = await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Appointments' })
        .elementHandle();
      let before = await scriptMs(page, cdp);
      await page.evaluate(WATCH_LIST);
      await appointments?.dispatchEvent('click');
      await page.evaluate(LIST_CHANGED);
      await page.waitForLoadState('networkidle');
      const open = (await scriptMs(page, cdp)) - before;

      const next = await page
        .getByRole('button', { name: 'Next' })
        .or(page.getByRole('link', { name: 'Next' }))
        .first()
        .elementHandle();
      await settle(page, cdp);
      before = await scriptMs(page, cdp);
      await page.evaluate(WATCH_LIST);
      await next?.dispatchEvent('click');
      await page.evaluate(LIST_CHANGED);
      await page.waitForLoadState('networkidle');
      const nextPage = (await scriptMs(page, cdp)) - before;
      results.push({ open, nextPage });
      await page.close();
    }
  } finally {
    await browser.close(); // over CDP this only disconnects
  }
  return {
    runs: results,
    median: { open: median(results.map((r) => r.open)), nextPage: median(results.map((r) => r.nextPage)) },
  };
}
