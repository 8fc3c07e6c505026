import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

// A page that arrives in parts must not move what it already shows (CLS 0, the bench's target). Each page here is
// loaded afresh on a CPU slowed four times, as Lighthouse's mobile run does, and the browser's layout shifts are read;
// a shift is named by the element that moved.

interface Shift {
  value: number;
  moved: string[];
}

async function shiftsWhileLoading(page: Page, path: string, lastPart: () => Promise<void>): Promise<Shift[]> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node?: Node | null }[];
      }[]) {
        const moved = entry.sources.map((s) => (s.node?.textContent ?? '').slice(0, 60));
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
  await lastPart();
  // Two frames after the last part, so that a shift it caused has been reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
});

// Each profile, until the section its last part draws (the client's emergency contact is a chunk of its own).
const profiles = [
  { who: 'client', lastSection: 'Emergency contact', what: 'its forms, and the emergency contact below them' },
  { who: 'provider', lastSection: 'Personal details', what: 'its form' },
] as const;

for (const { who, lastSection, what } of profiles) {
  test(`the ${who}'s profile draws ${what} in place: nothing is pushed down`, async ({ page }) => {
    await signIn(page, who);
    const shifts = await shiftsWhileLoading(page, '/account/', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
      await expect(page.getByRole('region', { name: lastSection }).getByRole('textbox').first()).toBeVisible();
    });
    expect(shifts).toEqual([]);
  });
}
