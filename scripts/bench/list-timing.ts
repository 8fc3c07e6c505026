// The appointments list at scale: the main-thread scripting time (Chrome's ScriptDuration, 4× CPU slowdown as in
// Lighthouse's mobile profile) of opening /appointments/ from the overview and of going to its next page, signed in.
import { chromium, type Page } from '@playwright/test';
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
      await page.waitForLoadState('networkidle');

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
      await page.waitForLoadState('networkidle');
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
