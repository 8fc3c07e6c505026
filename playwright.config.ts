import { defineConfig, devices } from '@playwright/test';
import { e2eFilesPort, e2ePort } from './e2e/ports.ts';
import { testChromiumPath } from './scripts/lib/test-chromium.ts';

// E2E_PORT lets several checkouts run their suites side by side.
const port = e2ePort;
const e2eOrigin = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  // Two tests at a time, from any file (each test has its own browser context, so its own demo backend): the suite fits
  // the 2-core budget, and a long file does not run alone at the end (decision 0018). E2E_WORKERS=1 runs them one by one.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry, and the run fails when a test needed it (`failOnFlakyTests`): a flaky test is named and fixed, not
  // tolerated. The retry records the failing test's trace (`trace` below) and says whether it fails every time.
  retries: 1,
  failOnFlakyTests: true,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: e2eOrigin,
    // Every test starts as a visitor who has made the cookie choice (Reject All) and passed the country prompt, so the
    // banner and the prompt cover nothing; e2e/consent.spec.ts starts without these (decision 0065).
    storageState: {
      cookies: [
        { name: 'cookieConsent', value: 'minimal' },
        {
          name: 'cookieSettings',
          value: JSON.stringify({ essential: true, analytics: false, personalization: false, advertising: false }),
        },
        { name: 'ignoreOperatingCountryPrompt', value: 'true' },
      ].map((cookie) => ({
        ...cookie,
        domain: '127.0.0.1',
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      })),
      origins: [],
    },
    // Recording a trace films every frame (a third of the CPU of a 2-core machine): only a retried test records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: testChromiumPath(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: process.env.E2E_DEV
      ? `npx vite --port ${port} --strictPort --host 127.0.0.1`
      : `npx tsx scripts/build.ts --mode demo --outDir dist-e2e && npx vite preview --mode demo --outDir dist-e2e --port ${port} --strictPort --host 127.0.0.1`,
    url: `${e2eOrigin}/`,
    reuseExistingServer: !process.env.CI,
    // The build prerenders the signed-out pages afterwards, in a Vite server of its own (decision 0158): minutes on a
    // busy machine.
    timeout: 420_000,
    // The build's policy allows pictures from a second origin, which e2e/files-origin.spec.ts serves.
    env: { VITE_FILES_ORIGIN: `http://127.0.0.1:${e2eFilesPort}` },
  },
});
