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

async function scriptMs(page: Page, cdp: { send: (m: 'Performance.getMetrics') => Promise<{ metrics: { name: string; value: number }[] }> }) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
}

/** Measures `runs` times in the browser's default context (signed in by signIn) and returns the runs and medians. */
export async function listTimings(port: number, origin: string, runs: number): Promise<{ runs: ListTiming[]; median: ListTiming }> {
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
      const rows = page.locator('li[data-booking]');

      let before = await scriptMs(page, cdp);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Appointments' }).click();
      await rows.first().waitFor();
      await page.waitForLoadState('networkidle');
      const open = (await scriptMs(page, cdp)) - before;

      const firstId = await rows.first().getAttribute('data-booking');
      before = await scriptMs(page, cdp);
      await page.getByRole('button', { name: 'Next' }).or(page.getByRole('link', { name: 'Next' })).first().click();
      await page.waitForFunction((id) => document.querySelector('li[data-booking]')?.getAttribute('data-booking') !== id, firstId);
      await page.waitForLoadState('networkidle');
      const nextPage = (await scriptMs(page, cdp)) - before;
      results.push({ open, nextPage });
      await page.close();
    }
  } finally {
    await browser.close(); // over CDP this only disconnects
  }
  return { runs: results, median: { open: median(results.map((r) => r.open)), nextPage: median(results.map((r) => r.nextPage)) } };
}
