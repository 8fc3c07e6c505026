// The installable app of the production build (decision 0024): vite-plugin-pwa's Workbox worker precaches the app
// shell, the web app manifest comes in English and German, and the icons are the header's logo
// (src/app/pwa/icons/, drawn by scripts/pwa-icons.ts). The demo build keeps its own worker (demo-worker.js) and
// gets none of this: one origin, one scope, one service worker.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { FALLBACK_HTML } from './page-html-plugin.ts';

const iconsDir = path.resolve(import.meta.dirname, '../src/app/pwa/icons');
export const GERMAN_MANIFEST = 'manifest.de.webmanifest';

const texts = {
  en: { description: 'Book online or in-person therapy sessions with verified therapists.' },
  de: { description: 'Online- oder Vor-Ort-Therapiesitzungen bei verifizierten Therapeut:innen buchen.' },
} as const;

/** The product's name is a brand: the same in both languages (as `app.name` in the messages). */
export function manifestFor(locale: keyof typeof texts): Partial<ManifestOptions> {
  return {
    id: '/',
    name: 'Therapy Booking',
    short_name: 'Therapy',
    description: texts[locale].description,
    lang: locale,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: '#f8fafc',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The icons and the German manifest, as files of the bundle (so that the worker's precache list sees them). */
function pwaAssets(): Plugin {
  return {
    name: 'pwa-assets',
    apply: 'build',
    generateBundle() {
      for (const file of fs.readdirSync(iconsDir)) {
        this.emitFile({ type: 'asset', fileName: `icons/${file}`, source: fs.readFileSync(path.join(iconsDir, file)) });
      }
      this.emitFile({ type: 'asset', fileName: GERMAN_MANIFEST, source: JSON.stringify(manifestFor('de')) });
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' }, injectTo: 'head' },
    ],
  };
}

export function installableApp(): Plugin[] {
  return [
    pwaAssets(),
    ...VitePWA({
      // A new version waits for the user's "Reload to update" (src/app/pwa/); nothing reloads by itself. The app
      // registers the worker after the first paint (src/app/boot/first-commit.ts).
      registerType: 'prompt',
      injectRegister: false,
      manifest: manifestFor('en'),
      includeManifestIcons: false,
      workbox: {
        // The shell: the page, every chunk and style, the icons and manifests. Not pdf.js's decoders (fetched only
        // for a rare PDF), its worker nor the preview's chunk (react-pdf, the largest): a document needs the network anyway.
        globPatterns: ['**/*.{js,css,html,png,webmanifest}'],
        globIgnores: ['pdfjs/**', '**/pdf.worker*', '**/PdfPreview-*'],
        // A page with a file of its own (scripts/page-html-plugin.ts) is answered with it, from the precache (the
        // worker looks up `<path>/index.html`); any other path gets the plain shell, as on the host.
        navigateFallback: FALLBACK_HTML,
        // The API (same origin under /api by default) never gets the shell; it is not cached here at all: what was
        // last loaded is kept by the app per user (src/lib/offline-cache.ts), so that sign-out can forget it.
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ];
}
