import { rootErrorOptions, startErrorReporting } from './error-reporting';

const loaded = vi.hoisted(() => ({ sdk: false }));
vi.mock('./sentry', () => {
  loaded.sdk = true;
  return { startSentry: () => () => {} };
});

describe('error reporting without VITE_SENTRY_DSN (the default)', () => {
  it('is off: React keeps its own error logging and the SDK is never loaded', async () => {
    expect(import.meta.env.VITE_SENTRY_DSN).toBe('');
    expect(rootErrorOptions).toEqual({});
    startErrorReporting();
    // A fixed wait on purpose: it checks that the SDK is not loaded within it, which no condition can be awaited for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded.sdk).toBe(false);
  });
});
