import type { Page } from '@playwright/test';
import { demoBackendState, putDemoBackendState } from './helpers';

// Two browser contexts (two users, each with their own session) on one offline backend: each context runs a backend of
// its own, in its own service worker (mocks/README.md), so this copies the state from the backend that saved last to
// the other, through the mock-only `/api/__mock/state` (decision 0003: each context's backend runs in its own service worker).

const revisionOf = (page: Page) =>
  demoBackendState(page).then(
    (s) => s.revision,
    () => null,
  );

async function copy(from: Page, to: Page): Promise<string | null> {
  const { state } = await demoBackendState(from);
  return putDemoBackendState(to, state);
}

/**
 * Shares `first`'s backend with `second` from now on (both pages must be on the app's origin, their backends started).
 * Returns a function that stops the sharing.
 */
export async function shareDemoBackend(first: Page, second: Page): Promise<() => Promise<void>> {
  let seen = { first: await revisionOf(first), second: await copy(first, second) };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const now = { first: await revisionOf(first), second: await revisionOf(second) };
      if (now.first && now.first !== seen.first) {
        const copied = await copy(first, second).catch(() => now.second);
        seen = { first: now.first, second: copied };
      } else if (now.second && now.second !== seen.second) {
        const copied = await copy(second, first).catch(() => now.first);
        seen = { first: copied, second: now.second };
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
  };
}
