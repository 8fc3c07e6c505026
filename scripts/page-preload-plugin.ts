// Every build: one HTML file per page without a parameter (`dist/login/index.html`, …), a copy of index.html that
// names the page's own chunks as `<link rel="modulepreload">` (decision 0152). Without them the page's chunks start
// only once the entry and the framework chunk have loaded and run, and import them: one more round trip before the
// first render. Which chunks a page needs comes from the build: the generated route tree says which route files make
// up the page, the bundle says which chunks those files became. Nothing runs in the browser to choose them; a static
// host serves `<path>/index.html` for `<path>/`, and index.html for the rest (docs/deployment.md).
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { featureCatalogFiles } from './feature-messages.ts';
import { pageRouteFiles } from './lib/route-tree.ts';

const ROUTE_CHUNK = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=/;
const MESSAGES_PART = /^\0virtual:messages\/[^/]+\/([^/]+)$/;
const BACKEND = /[\\/]mocks[\\/]browser\.ts$/;

/** A page without a parameter: its URL path and the route files, layouts first, that render it. */
export interface StaticPage {
  url: string;
  routeFiles: string[];
}

/**
 * The files each page asks for early: its route files' chunks and their imports, its features' messages and the
 * start messages in every locale (the page cannot know the visitor's), and on signed-in pages of the demo the offline
 * backend; minus what the entry loads anyway.
 */
export function pagePreloads(
  bundle: Rolldown.OutputBundle,
  pages: StaticPage[],
  options: { backend: boolean; features: ReadonlySet<string> },
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
  const routeFileOf = (id: string) => ROUTE_CHUNK.exec(id)?.[1]?.split(path.sep).join('/');
  const messagePart = (id: string) => MESSAGES_PART.exec(id)?.[1];

  const startParts = facades((id) => messagePart(id) === 'start');
  const backend = facades((id) => BACKEND.test(id));
  if (options.backend && backend.length === 0)
    throw new Error('page-preload: the build has no chunk for mocks/browser.ts');

  return new Map(
    pages.map((page) => {
      const files = new Set<string>();
      const routes = facades((id) => page.routeFiles.includes(routeFileOf(id) ?? ''));
      for (const chunk of [...routes, ...startParts]) closure(chunk, files);
      const featureParts = [...files]
        .flatMap((file) => byFile.get(file)?.dynamicImports ?? [])
        .map((file) => byFile.get(file))
        .filter((part) => options.features.has(messagePart(part?.facadeModuleId ?? '') ?? ''));
      for (const part of featureParts) if (part) closure(part, files);
      if (options.backend && page.routeFiles.some((file) => file.startsWith('_authenticated')))
        for (const chunk of backend) closure(chunk, files);
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

export function pagePreload(options: { backend: boolean }): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'page-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('page-preload: the build has no index.html');
        const html = String(index.source);
        const pages = pageRouteFiles(fs.readFileSync(path.join(root, 'src/routeTree.gen.ts'), 'utf8'));
        const features = new Set(featureCatalogFiles(root).keys());
        for (const [url, files] of pagePreloads(bundle, pages, { ...options, features })) {
          const source = withPreloads(html, files, base);
          if (url === '/') index.source = source;
          else this.emitFile({ type: 'asset', fileName: htmlFileOf(url), source });
        }
      },
    },
  };
}
