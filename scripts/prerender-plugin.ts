// Builds: the signed-out pages' HTML files hold the page itself, rendered at build time in English from the app's
// components (scripts/prerender-page.tsx), with its title, description and Open Graph tags; the browser hydrates it
// (src/main.tsx). A visitor the English, signed-out page does not fit (a German locale cookie, a session) gets the
// plain shell instead, chosen before the first paint by an inline script built from the app's own locale and session
// code, which the Content-Security-Policy allows by its hash (decision 0153).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createServer, type Plugin, type PluginOption } from 'vite';
import { cookieNames, DEFAULT_LOCALE, localeOf, LOCALES } from '../src/lib/i18n/locales.ts';
import { hasStoredSession, storageKeys } from '../src/lib/session-keys.ts';
import { precompiledMessages, type PrecompiledMessagesOptions } from './messages-plugin.ts';
import { htmlFileOf } from './page-html-plugin.ts';
import { runBin } from './lib/run.ts';
import type { RenderedPage } from './prerender-page.tsx';

/** The signed-out pages whose files hold the page itself, rendered at build time in English. */
export const PRERENDERED = [
  '/',
  '/login/',
  '/sign-up/',
  '/sign-up/provider/',
  '/forgot-password/',
  '/contact/',
  '/terms/',
  '/privacy-policy/',
  '/policy/client-cancellation/',
  '/policy/provider-cancellation/',
] as const;

/** Set on `<html>` before the first paint when the prerendered page does not fit the visitor. */
export const PLAIN_SHELL_ATTRIBUTE = 'data-plain-shell';
/** Marks a `#root` that holds a prerendered page (main.tsx hydrates it). */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

const PAINTED_ROOT = /<div id="root">([\s\S]*)<\/div>(\s*<\/body>)/;

/** A cookie's value from `document.cookie`, decoded as js-cookie decodes it. */
function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split('; ')) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1));
    } catch {
      return pair.slice(at + 1);
    }
  }
  return undefined;
}

/**
 * The pre-paint check: marks `<html>` when the visitor's locale is not the prerendered one or storage holds a session
 * (or when it cannot tell: then the plain shell is the safe side). Its functions are the app's own (currentLocale's
 * `localeOf`, the session's `hasStoredSession`), their source run as is.
 */
export function prePaintScript(): string {
  const config = { cookieNames, locales: LOCALES, fallback: DEFAULT_LOCALE, storageKeys, mark: PLAIN_SHELL_ATTRIBUTE };
  return (
    `(function(c){var localeOf=${localeOf.toString()},hasStoredSession=${hasStoredSession.toString()},` +
    `cookieValue=${cookieValue.toString()};try{var k=document.cookie,` +
    `l=localeOf([cookieValue(k,c.cookieNames.locale),cookieValue(k,c.cookieNames.language)],c.locales,c.fallback);` +
    `if(l===c.fallback&&!hasStoredSession(function(x){return localStorage.getItem(x)},c.storageKeys))return}catch(e){}` +
    `document.documentElement.setAttribute(c.mark,'')})(${JSON.stringify(config)})`
  );
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * A page file with the rendered page in `#root` (the header the shell paints moves to `#plain-shell`, shown only to
 * the visitors the check sends to it), and its head tags.
 */
export function withPrerenderedPage(html: string, page: RenderedPage): string {
  const painted = PAINTED_ROOT.exec(html);
  if (!painted) throw new Error('prerender: the page file has no painted #root at the end of its body');
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const head = [
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(page.siteName)}" />`,
    `<meta property="og:locale" content="en" />`,
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>\n    ${head.join('\n    ')}`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${description}"`)
    .replace(
      painted[0],
      `<div id="plain-shell">${painted[1]}</div>\n    <div id="root" ${PRERENDERED_ATTRIBUTE}>${page.html}</div>${painted[2]}`,
    );
}

/** Renders the pages in a Vite server of their own, with the app's message plugin and constants. */
async function renderPages(
  root: string,
  urls: readonly string[],
  options: { plugins: () => PluginOption[]; define: Record<string, string> },
): Promise<Map<string, RenderedPage>> {
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
    logLevel: 'error',
    plugins: options.plugins(),
    define: { ...options.define, 'import.meta.env.SSR': 'true' },
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

/** What the prerender's own process (scripts/prerender-run.ts) is given. */
export interface PrerenderJob {
  root: string;
  outDir: string;
  urls: readonly string[];
  messages: PrecompiledMessagesOptions;
  define: Record<string, string>;
}

/** Renders the pages and writes them into their files. */
export async function prerenderInto(job: PrerenderJob): Promise<void> {
  const pages = await renderPages(job.root, job.urls, {
    plugins: () => [precompiledMessages(job.messages)],
    define: job.define,
  });
  for (const [url, page] of pages) {
    const file = path.join(job.outDir, htmlFileOf(url));
    fs.writeFileSync(file, withPrerenderedPage(fs.readFileSync(file, 'utf8'), page));
  }
}

export function prerenderedPages(options: Omit<PrerenderJob, 'root' | 'outDir'>): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'prerendered-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Before the policy's plugin, which allows the build's inline scripts by their hash.
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<meta charset="[^"]*"\s*\/?>/i, (tag) => `${tag}\n    <script>${prePaintScript()}</script>`),
    },
    // Before the installable app's worker lists the files with their revisions. In a process of its own: a Vite server
    // inside the build's last hook fails in the bundler.
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler(error?: Error) {
        if (error) return;
        const job: PrerenderJob = { root, outDir, ...options };
        runBin('tsx', [path.join(import.meta.dirname, 'prerender-run.ts'), JSON.stringify(job)], { cwd: root });
      },
    },
  };
}
