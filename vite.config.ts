/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { CodeSplittingOptions } from '@tanstack/router-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { viteStaticCopy } from 'vite-plugin-static-copy';
import { buildMode, defaultOutDir } from './scripts/build-mode.ts';
import { precompiledMessages } from './scripts/messages-plugin.ts';
import { contentSecurityPolicyMeta, HOST_SECURITY_HEADERS } from './scripts/csp-plugin.ts';
import { demoWorker } from './scripts/demo-worker-plugin.ts';
import { pageHtml } from './scripts/page-html-plugin.ts';
import { paintedHeader } from './scripts/painted-header-plugin.ts';
import { prePaintCheck } from './scripts/prerender-plugin.ts';
import { installableApp } from './scripts/pwa-plugin.ts';
import { FRAMEWORK_CHUNK } from './scripts/size/initial-js.ts';

// `npm run dev` and the demo build run on the offline backend (mocks/), in the demo's service worker
// (scripts/demo-worker-plugin.ts); the production build has no mock code and is an installable app with a Workbox
// worker of its own (scripts/pwa-plugin.ts, decision 0024). Never both in one build.
//
// Messages are precompiled to ICU ASTs (`virtual:messages/<locale>`, decision 0020), so the app runs react-intl without
// its ICU parser: the dev server and every build resolve the parser to its no-parser build. Vitest keeps the parser
// (tests format ad-hoc messages), as does the plugin, which runs in Node.

// A route's loader travels with its component (decision 0074): the first chunk keeps no other page's loader and query
// code, and main.tsx fetches the page's chunk while its messages load. The signed-in layout, which has no component,
// keeps its loader there, so that the profile and time zone start with the first round.
const pageChunks: NonNullable<CodeSplittingOptions['defaultBehavior']> = [
  ['loader', 'component'],
  ['pendingComponent'],
  ['errorComponent'],
  ['notFoundComponent'],
];
const routeSplitting: CodeSplittingOptions = {
  defaultBehavior: pageChunks,
  splitBehavior: ({ routeId }) => (routeId === '/_authenticated' ? [['component'], ...pageChunks.slice(1)] : undefined),
};

// The libraries every page runs on, in one chunk rather than some twenty (decision 0074): each file is a request of
// its own before the first render, which a phone on a slow network pays for in round trips. `npm run check:size` holds
// it to a limit of its own (decision 0032).
// Zod Mini is here too: every route's `validateSearch` is a Zod Mini schema, which the router needs before it chooses
// what to load, and main.tsx sets Zod's `config({ jitless: true })` before any schema exists (decision 0027).
// So is lucide's icon base (not the icons): the page frame's header draws icons on every page.
const everyPageLibraries =
  /node_modules[\\/]((react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core)|react-intl|@formatjs|intl-messageformat|js-cookie|zod[\\/](mini|v4[\\/](core|mini)))[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](shared[\\/]|(createLucideIcon|Icon|defaultAttributes|context)\.mjs$))/;

// Query's (de)hydration serves only the offline copy (lib/offline-cache.ts), a lazy chunk: kept out of the framework.
const offlineOnly = /query-core[\\/]build[\\/]modern[\\/]hydration/;

export default defineConfig(({ mode }) => {
  const { withMocks, isTest, installable, messages, define } = buildMode(mode);
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, codeSplittingOptions: routeSplitting }),
      react(),
      tailwindcss(),
      paintedHeader(),
      precompiledMessages(messages),
      // Builds only: the pre-paint check of the prerendered pages (decision 0158; `scripts/prerender-run.ts` renders
      // them after the build); before the policy, which allows it by its hash.
      ...(isTest ? [] : [prePaintCheck()]),
      // Builds only (decision 0027): the dev server's React refresh is an inline script.
      contentSecurityPolicyMeta(),
      // Builds and their preview: each page's own HTML file names its chunks, app.html serves the rest (decision 0074).
      ...(isTest ? [] : [pageHtml({ backend: withMocks })]),
      ...(withMocks && !isTest ? [demoWorker()] : []),
      ...(installable ? installableApp() : []),
      // pdf.js's image decoders (JPEG 2000, JBIG2 scans) and colour profiles, fetched by its worker only for a PDF that
      // needs them, from this origin (decision 0089): WebAssembly, with the JavaScript fallbacks beside it.
      ...(isTest
        ? []
        : [
            viteStaticCopy({
              targets: [
                {
                  src: 'node_modules/pdfjs-dist/wasm/{openjpeg,jbig2,qcms,LICENSE_}*',
                  dest: 'pdfjs/wasm',
                  rename: { stripBase: true },
                },
              ],
            }),
          ]),
    ],
    resolve: {
      alias: isTest
        ? []
        : [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
    },
    publicDir: false,
    define,
    build: {
      outDir: defaultOutDir(mode),
      rolldownOptions: {
        // Generated Zod schemas nobody imports are dropped (decision 0002).
        treeshake: { manualPureFunctions: ['zod'] },
        output: {
          codeSplitting: {
            groups: [
              { name: FRAMEWORK_CHUNK, test: (id: string) => everyPageLibraries.test(id) && !offlineOnly.test(id) },
            ],
          },
        },
      },
    },
    // Scan every module up front (lazy modals and pages too), so the dev server never re-optimises a dependency
    // mid-session and reloads the page under its user (`scripts/dev-prebundle.test.ts` checks it from a cold cache).
    // The installable app's `virtual:pwa-register` exists only in the production build: without `exclude` the scan
    // cannot resolve it, gives up, and pre-bundles nothing.
    optimizeDeps: {
      entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/test/**'],
      exclude: ['virtual:pwa-register'],
    },
    server: { port: 5173, strictPort: true },
    // A preview is served like a host should serve the app (README, "Security headers").
    preview: { port: 4173, strictPort: true, headers: HOST_SECURITY_HEADERS },
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
      environment: 'node',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      // Worker threads start each test file faster than child processes: the suite took 395 s instead of 491 on two
      // cores. Every file still gets fresh modules.
      pool: 'threads',
      testTimeout: 20_000,
      // No retry: a test that passes only on its second try is flaky, and a retry would hide it; it fails, so that it
      // is fixed (a test waits for what it checks, never for time).
      retry: 0,
    },
  };
});
