import { expect, test, type Locator } from './fixtures';
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
      // The page's clock is under the test's hand: the icons' 350 ms interval and the 15 s delay notice run on demand.
      await page.clock.install();
      // A payment whose status answers slowly: the view stays up while it is polled.
      await page.goto(
        `/payment/bk_pending_unpaid/?reference=ref_slow&mockFaults=${encodeURIComponent('GET /payment/status/*=@30000')}`,
      );
      await expect(page.getByText("Please don't close this window!")).toBeVisible();
      await expect(page.getByText('We are processing your request')).toBeVisible();
      expect((await motion(page.getByTestId('pending-ring'))).animation).toBe(reduce ? 'pulse' : 'spin');
      const icon = page.getByTestId('pending-icon');
      await expect(icon).toHaveAttribute('data-icon', 'card');
      if (reduce) {
        // Up to the delay notice: once it shows, every interval before it has run, and the icon is still the first.
        await page.clock.runFor(15_000);
        await expect(page.getByText('This is taking longer than expected.')).toBeVisible();
        await expect(icon).toHaveAttribute('data-icon', 'card');
      } else {
        await page.clock.runFor(350);
        await expect(icon).not.toHaveAttribute('data-icon', 'card');
      }
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
