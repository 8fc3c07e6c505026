import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { loadMessages, type FeatureMessagesPart } from '../lib/i18n';
import { reachability } from '../lib/reachability';
import { failOnConsoleError } from './console';
import { countingLazy } from './lazy-loads';

// The app's lazy components count their loads, so that `settled` can wait for the last one (lazy-loads.ts).
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  const lazy = countingLazy(react.lazy);
  return { ...react, lazy, default: { ...react, lazy } };
});

failOnConsoleError();
// A request without an answer marks the server unreachable (lib/reachability.ts) for the rest of the page's life, and
// a probe follows: each test starts with the server reachable and no probe pending.
afterEach(() => reachability.reset());

// As main.tsx does before rendering: `intl` formats with the English messages, precompiled by the Vite plugin.
await loadMessages('en');
// Every feature's own messages, which its chunk asks for when it runs: a test may format one without rendering.
const featureMessages = import.meta.glob<{ default: FeatureMessagesPart }>('../features/*/messages.ts', {
  eager: true,
});
await Promise.all(Object.values(featureMessages).map((module) => module.default.ready()));

// jsdom lacks a few browser APIs that Headless UI, sonner and the router touch.
if (typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- only checks for the method before standing in for it
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      // The stand-in offers the whole MediaQueryList, the deprecated pair that older library code calls included.
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- see above
      addListener: () => {},
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- see above
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.scrollTo = () => {};
  // eslint-disable-next-line @typescript-eslint/unbound-method -- only checks for the method before standing in for it
  Element.prototype.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// A 2-core runner with the suite's workers in parallel renders a page in seconds, not in the library's default one:
// `findBy…` and `waitFor` wait up to 5 s before they fail.
configure({ asyncUtilTimeout: 5_000 });
