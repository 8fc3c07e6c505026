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
    // The SDK would come through a dynamic import: once every started one has settled, it would have loaded.
    await vi.dynamicImportSettled();
    expect(loaded.sdk).toBe(false);
  });
});
