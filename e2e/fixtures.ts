import { test as base } from '@playwright/test';

export { expect, type BrowserContext, type CDPSession, type Locator, type Page, type Request } from '@playwright/test';

/**
 * Playwright's `test`, plus a check after every test: no page of the test's browser context showed a message that
 * was not loaded yet (react-intl reports it as MISSING_TRANSLATION and shows the id). Messages load in two parts
 * (decision 0020); this keeps every screen of every flow honest about which part it needs.
 */
export const test = base.extend<{ everyMessageLoaded: void }>({
  everyMessageLoaded: [
    async ({ context }, use) => {
      const missing: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('MISSING_TRANSLATION'))
          missing.push(`${message.location().url}: ${message.text().split('\n')[0]}`);
      });
      await use();
      if (missing.length > 0)
        throw new Error(`Messages shown before they were loaded:\n${[...new Set(missing)].join('\n')}`);
    },
    { auto: true },
  ],
});
