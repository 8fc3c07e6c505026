// The step after `vite build` (scripts/prerender-run.ts): the signed-out pages rendered into their files, then the
// installed app's worker told their new contents. In a process of its own, after the build: a Vite server started from
// inside the build's hooks hangs the bundler (decision 0158).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createServer } from 'vite';
import { buildMode } from './build-mode.ts';
import { precompiledMessages } from './messages-plugin.ts';
import { htmlFileOf } from './page-html-plugin.ts';
import { PRERENDERED, withPrerenderedPage, type RenderedPage } from './prerender-plugin.ts';

/** Renders the pages in a Vite server of their own, with the build's messages and constants. */
async function renderPages(root: string, mode: string, urls: readonly string[]): Promise<Map<string, RenderedPage>> {
  const { messages, define } = buildMode(mode, root);
  const require = createRequire(import.meta.url);
  // The router's build that leaves server or browser to the router object: the page loads as on a server (no window),
  // then renders the tree the browser renders and hydrates (the server's adds scroll-restoration scripts and drops
  // the Suspense boundaries the browser has): scripts/prerender-page.tsx switches it between the two.
  const neutralIsServer = require
    .resolve('@tanstack/router-core/isServer')
    .replace(/isServer[\\/][^\\/]+$/, 'isServer/development.js')
    .replace(/[\\/]cjs[\\/]/, '/esm/');
  const server = await createServer({
    configFile: false,
    root,
    mode,
    logLevel: 'error',
    plugins: [precompiledMessages(messages)],
    define: { ...define, 'import.meta.env.SSR': 'true' },
    resolve: { alias: [{ find: /^@tanstack\/router-core\/isServer$/, replacement: neutralIsServer }] },
    ssr: { noExternal: ['@tanstack/react-router', '@tanstack/router-core'] },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const pages = new Map<string, RenderedPage>();
    for (const url of urls) {
      // Each page from fresh modules, as a first visit has them (the router, the query client, the loaded parts).
      server.moduleGraph.invalidateAll();
      const { renderPage } = (await server.ssrLoadModule(path.join(import.meta.dirname, 'prerender-page.tsx'))) as {
        renderPage: (url: string) => Promise<RenderedPage>;
      };
      pages.set(url, await renderPage(url));
    }
    return pages;
  } finally {
    await server.close();
  }
}

const WORKER = 'sw.js';
const PRECACHE_ENTRY = /\{url:"([^"]+)",revision:"([0-9a-f]{32})"\}/g;
const revisionOf = (file: string) => createHash('md5').update(fs.readFileSync(file)).digest('hex');

/**
 * The installed app's worker (vite-plugin-pwa's Workbox `sw.js`, decision 0024) lists the files it precaches with the
 * md5 of their contents as Workbox computes it. The prerender changes files after the worker was written: each listed
 * revision becomes its file's current one, so that an installed app fetches the new page files, and works offline with
 * them. No worker (the demo build): nothing to do. Says which files the worker lists with a revision, and which of
 * those changed.
 */
export function refreshPrecacheRevisions(outDir: string): { listed: string[]; changed: string[] } {
  const worker = path.join(outDir, WORKER);
  const listed: string[] = [];
  const changed: string[] = [];
  if (!fs.existsSync(worker)) return { listed, changed };
  const source = fs.readFileSync(worker, 'utf8').replace(PRECACHE_ENTRY, (entry, url: string, revision: string) => {
    listed.push(url);
    const file = path.join(outDir, url);
    if (!fs.existsSync(file)) throw new Error(`prerender: ${WORKER} precaches ${url}, which the build does not have`);
    const current = revisionOf(file);
    if (current === revision) return entry;
    changed.push(url);
    return `{url:${JSON.stringify(url)},revision:"${current}"}`;
  });
  fs.writeFileSync(worker, source);
  return { listed, changed };
}

/** Renders the signed-out pages of the build in `outDir` (made with `mode`) into their files; then the worker's list. */
export async function prerenderBuild(options: { root: string; outDir: string; mode: string }): Promise<void> {
  const outDir = path.resolve(options.root, options.outDir);
  const pages = await renderPages(options.root, options.mode, PRERENDERED);
  for (const [url, page] of pages) {
    const file = path.join(outDir, htmlFileOf(url));
    fs.writeFileSync(file, withPrerenderedPage(fs.readFileSync(file, 'utf8'), url, page));
  }
  const { listed } = refreshPrecacheRevisions(outDir);
  const unlisted = PRERENDERED.map(htmlFileOf).filter((file) => !listed.includes(file));
  if (fs.existsSync(path.join(outDir, WORKER)) && unlisted.length > 0)
    throw new Error(`prerender: ${WORKER} does not precache ${unlisted.join(', ')}`);
}
