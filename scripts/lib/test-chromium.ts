import fs from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium of the automated checks (the end-to-end suite, check:conformance): PLAYWRIGHT_CHROMIUM_PATH, else
 * Playwright's own when it is installed (an ordinary laptop; `undefined` lets Playwright pick it), else Debian's
 * headless shell, which draws no browser window around the page and runs the suite about a fifth faster than Debian's
 * browser, the last choice (decision 0018).
 */
export function testChromiumPath(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fs.existsSync(chromium.executablePath())) return undefined;
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) =>
    fs.existsSync(p),
  );
}
