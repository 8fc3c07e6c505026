// Every build: one HTML file per page without a parameter (`dist/login/index.html`, …), a copy of index.html that
// names the page's own chunks as `<link rel="modulepreload">`, and `app.html`, the plain shell, for every other path
// (pages with a parameter, unknown paths; decision 0074). Without the links a page's chunks start only once the entry
// and the framework chunk have loaded and run: one more round trip before the first render. Which chunks a page needs
// comes from the build: the generated route tree says which route files make up the page, the bundle says which
// chunks those files became. A host serves `<path>/index.html` for `<path>/` and app.html for the rest
// (docs/deployment.md); so do `vite preview` and the bench (below).
import fs from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin, Rolldown } from 'vite';
import { featureCatalogFiles } from './feature-messages.ts';
import { pageRouteFiles } from './lib/route-tree.ts';

/** The plain shell every path without a file of its own gets. */
export const FALLBACK_HTML = 'app.html';

// A route file's split chunk (`?tsr-split=component---loader`): the page needs the one with its component and loader
// (vite.config.ts), not the pending, error or not-found component, which a first visit needs only when something is
// slow or fails.
const ROUTE_CHUNK = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=([\w-]+)$/;
const RENDERS_THE_PAGE = new Set(['component', 'loader']);
const MESSAGES_PART = /^\0virtual:messages\/([^/]+)\/([^/]+)$/;
const BACKEND = /[\\/]mocks[\\/]browser\.ts$/;
const CONSENT_BAR = /[\\/]src[\\/]features[\\/]consent[\\/]ConsentBar\.tsx$/;

/** A page without a parameter: its URL path and the route files, layouts first, that render it. */
export interface StaticPage {
  url: string;
  routeFiles: string[];
}

interface PreloadOptions {
  /** The demo build: signed-in pages also want the offline backend. */
  backend: boolean;
  /** The features with messages of their own (`src/features/<f>/messages.ts`). */
  features: ReadonlySet<string>;
  /** The locale whose messages a page asks for: the one its HTML is in (a static file cannot know the visitor's). */
  locale: string;
}

/**
 * The files each page asks for early: the chunks of its route files that render it (component and loader) with their
 * static imports, the messages of the features those chunks load and the start messages in the page's locale, the
 * cookie banner on signed-out pages (a first visit paints it with the page), and on signed-in pages of the demo the
 * offline backend; minus what the entry loads anyway. Not the lazy parts those chunks may load later, nor the pending
 * and error components: each early request competes with the ones the first paint needs (decision 0158).
 */
export function pagePreloads(
  bundle: Rolldown.OutputBundle,
  pages: StaticPage[],
  options: PreloadOptions,
): Map<string, string[]> {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Rolldown.OutputChunk, into: Set<string>) => {
    if (into.has(start.fileName)) return;
    into.add(start.fileName);
    for (const file of start.imports) {
      const imported = byFile.get(file);
      if (imported) closure(imported, into);
    }
  };
  const entryFiles = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, entryFiles);
  const facades = (test: (id: string) => boolean) =>
    chunks.filter((chunk) => chunk.facadeModuleId !== null && test(chunk.facadeModuleId));
  const routeFileOf = (id: string) => {
    const [, file, split = ''] = ROUTE_CHUNK.exec(id) ?? [];
    const rendersThePage = split.split('---').some((part) => RENDERS_THE_PAGE.has(part));
    return rendersThePage ? file?.split(path.sep).join('/') : undefined;
  };
  const messagePart = (id: string) => {
    const [, locale, part] = MESSAGES_PART.exec(id) ?? [];
    return locale === options.locale ? part : undefined;
  };

  const startParts = facades((id) => messagePart(id) === 'start');
  const consentBar = facades((id) => CONSENT_BAR.test(id));
  const backend = facades((id) => BACKEND.test(id));
  if (startParts.length === 0) throw new Error(`page-html: the build has no start messages in ${options.locale}`);
  if (consentBar.length === 0) throw new Error('page-html: the build has no chunk for the consent bar');
  if (options.backend && backend.length === 0)
    throw new Error('page-html: the build has no chunk for mocks/browser.ts');

  return new Map(
    pages.map((page) => {
      const files = new Set<string>();
      const routes = facades((id) => page.routeFiles.includes(routeFileOf(id) ?? ''));
      if (routes.length === 0 && page.routeFiles.length > 1)
        throw new Error(`page-html: no chunk of the bundle comes from the route files of ${page.url}`);
      // A first visit (the consent bar) never lands on a signed-in page: the guard sends it to the sign-in page.
      const signedIn = page.routeFiles.some((file) => file.startsWith('_authenticated'));
      for (const chunk of [...routes, ...startParts, ...(signedIn ? [] : consentBar)]) closure(chunk, files);
      const featureParts = [...files]
        .flatMap((file) => byFile.get(file)?.dynamicImports ?? [])
        .map((file) => byFile.get(file))
        .filter((part) => options.features.has(messagePart(part?.facadeModuleId ?? '') ?? ''));
      for (const part of featureParts) if (part) closure(part, files);
      if (options.backend && signedIn) for (const chunk of backend) closure(chunk, files);
      return [page.url, [...files].filter((file) => !entryFiles.has(file)).sort()];
    }),
  );
}

/** index.html with the files as module preloads at the end of `<head>`. */
export function withPreloads(html: string, files: string[], base = '/'): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>: cannot add the page preloads');
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}" data-page>\n`);
  return html.replace('</head>', `${links.join('')}  </head>`);
}

/** The build's HTML file for a page's URL path: `/` is index.html itself. */
export const htmlFileOf = (url: string) => `${url.replace(/^\//, '')}index.html`;

/**
 * The file a host answers a navigation to `pathname` with, given which files the build has: the file itself, the
 * page's own `index.html`, else the plain shell. Undefined for a missing file with an extension (a 404, not a page).
 */
export function servedFile(pathname: string, exists: (file: string) => boolean): string | undefined {
  const file = decodeURIComponent(pathname).replace(/^\/+/, '');
  if (file.split('/').includes('..')) return undefined;
  if (file && !file.endsWith('/') && exists(file)) return file;
  const page = `${file.replace(/\/?$/, '/')}index.html`.replace(/^\//, '');
  if (exists(page)) return page;
  return /\.[a-z0-9]+$/i.test(file) ? undefined : FALLBACK_HTML;
}

/** Whether a build in `dir` has `file` (a path inside it), for `servedFile`. */
export const fileIn = (dir: string) => (file: string) =>
  fs.statSync(path.join(dir, file), { throwIfNoEntry: false })?.isFile() ?? false;

/** `vite preview` (e2e, the bench) serves the build as a host should: a page's own file, else the plain shell. */
function previewLayout(outDir: () => string): Connect.NextHandleFunction {
  return (req, _res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) return next();
    const file = servedFile(url.pathname, fileIn(outDir()));
    if (file?.endsWith('.html')) req.url = `/${file}${url.search}`;
    next();
  };
}

export function pageHtml(options: { backend: boolean }): Plugin {
  let base = '/';
  let root = '';
  let outDir = '';
  return {
    name: 'page-html',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use(previewLayout(() => outDir));
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return; // not the app's build (e.g. the prerender's server bundle)
        const html = String(index.source);
        this.emitFile({ type: 'asset', fileName: FALLBACK_HTML, source: html });
        const pages = pageRouteFiles(fs.readFileSync(path.join(root, 'src/routeTree.gen.ts'), 'utf8'));
        const features = new Set(featureCatalogFiles(root).keys());
        for (const [url, files] of pagePreloads(bundle, pages, { ...options, features, locale: 'en' })) {
          const source = withPreloads(html, files, base);
          if (url === '/') index.source = source;
          else this.emitFile({ type: 'asset', fileName: htmlFileOf(url), source });
        }
      },
    },
  };
}
