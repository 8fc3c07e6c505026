import type { Page } from '@playwright/test';

/**
 * The moment a test that depends on the date starts at: a Wednesday morning (UTC), so that "today", "next month" and
 * "ten days ahead" are the same on every run. Far enough ahead that what the app stores for a year (cookies) has not
 * expired by the browser's own clock.
 */
export const FIXED_NOW = new Date('2030-03-13T08:00:00Z');

/**
 * Starts the page's clock at FIXED_NOW, before the page loads anything; time flows on from there. The demo backend
 * keeps the page's time (mocks/worker/backend.ts), so its seed is laid out around the same moment.
 */
export async function startAtFixedTime(page: Page) {
  await page.clock.install({ time: FIXED_NOW });
}
