import { expect, test, type Locator, type Page } from './fixtures';
import { signIn } from './helpers';
import { pickSlot } from './slots';

/**
 * `prefers-reduced-motion: reduce` (WCAG 2.3.3): nothing turns or slides. The pending-payment view keeps one icon and a
 * ring that pulses in place, the spinners pulse, and toasts appear and leave without moving. Each check runs with the
 * preference and without it, so that it is seen to hold only when asked for.
 */
const motion = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { animation: style.animationName, transition: style.transitionDuration };
  });

/** The icons the pending-payment view shows over `ms` milliseconds. */
async function iconsShown(page: Page, ms: number): Promise<string[]> {
  const seen = new Set<string>();
  // eslint-disable-next-line playwright/no-wait-for-timeout -- samples what the page shows over a span of time
  for (const deadline = Date.now() + ms; Date.now() < deadline; await page.waitForTimeout(100)) {
    seen.add((await page.getByTestId('pending-icon').getAttribute('data-icon')) ?? '');
  }
  return [...seen];
}

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  const reduce = reducedMotion === 'reduce';

  test.describe(`prefers-reduced-motion: ${reducedMotion}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await signIn(page, 'client');
    });

    test(`the pending-payment view ${reduce ? 'keeps one icon and pulses' : 'turns its ring and changes its icon'}, with its text`, async ({
      page,
    }) => {
      // A payment whose status answers slowly: the view stays up while it is polled.
      await page.goto(
        `/payment/bk_pending_unpaid/?reference=ref_slow&mockFaults=${encodeURIComponent('GET /payment/status/*=@30000')}`,
      );
      await expect(page.getByText("Please don't close this window!")).toBeVisible();
      await expect(page.getByText('We are processing your request')).toBeVisible();
      expect((await motion(page.getByTestId('pending-ring'))).animation).toBe(reduce ? 'pulse' : 'spin');
      const icons = await iconsShown(page, 1_500);
      if (reduce) expect(icons).toEqual(['card']);
      else expect(icons.length).toBeGreaterThan(1);
    });

    test(`a page's spinner ${reduce ? 'pulses' : 'turns'}`, async ({ page }) => {
      // The list answers slowly: the page shows its pending state (its title over a spinner).
      await page.goto(`/appointments/?mockFaults=${encodeURIComponent('GET /booking=@8000')}`);
      const spinner = page.locator('main [role="status"] svg').first();
      await expect(spinner).toBeVisible();
      expect((await motion(spinner)).animation).toBe(reduce ? 'pulse' : 'spin');
    });

    test(`a toast ${reduce ? 'appears without moving' : 'slides in'}`, async ({ page }) => {
      await page.goto(
        `/overview/?mockFaults=${encodeURIComponent('POST /booking/*/schedule=500')}&modal=schedule&id=bk_pending_unpaid`,
      );
      await pickSlot(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Schedule and Pay' }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Injected fault: 500' });
      await expect(toast).toBeVisible();
      const { animation, transition } = await motion(toast);
      expect(animation).toBe('none');
      if (reduce) expect(transition.split(', ').every((d) => d === '0s')).toBe(true);
      else expect(transition.split(', ').some((d) => d !== '0s')).toBe(true);
    });
  });
}
