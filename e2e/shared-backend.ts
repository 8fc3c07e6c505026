import type { Page } from '@playwright/test';

// Two browser contexts (two users, each with their own session) on one offline backend: the demo backend keeps its
// state in each context's localStorage (mocks/README.md), so this copies the stored state from the page whose backend
// saved last to the other. Each backend sees the other revision before its next answer and reloads (decision 0029's
// mechanism across contexts). Decision 0063.

const isBackendKey = (key: string) => key === 'demo-backend-revision' || key === 'demo-backend-state' || key.startsWith('demo-backend-state:');

async function revision(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('demo-backend-revision')).catch(() => null);
}

async function copy(from: Page, to: Page): Promise<void> {
  const entries = await from.evaluate(
    (keys) => Object.fromEntries(Object.keys(localStorage).filter((k) => new RegExp(keys).test(k)).map((k) => [k, localStorage.getItem(k) ?? ''])),
    '^demo-backend-(revision|state)(:|$)',
  );
  if (!Object.keys(entries).some(isBackendKey)) return;
  await to.evaluate((values) => Object.entries(values).forEach(([k, v]) => localStorage.setItem(k, v)), entries);
}

/**
 * Shares `first`'s backend with `second` from now on (both pages must be on the app's origin, their backends started).
 * Returns a function that stops the sharing.
 */
export async function shareDemoBackend(first: Page, second: Page): Promise<() => Promise<void>> {
  await copy(first, second);
  let seen = { first: await revision(first), second: await revision(second) };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const now = { first: await revision(first), second: await revision(second) };
      if (now.first && now.first !== seen.first) {
        await copy(first, second).catch(() => {});
        seen = { first: now.first, second: now.first };
      } else if (now.second && now.second !== seen.second) {
        await copy(second, first).catch(() => {});
        seen = { first: now.second, second: now.second };
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
  };
}
