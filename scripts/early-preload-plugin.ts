// Every build: an inline script at the top of index.html (decision 0085).
// Without it, the page's own chunks start only once the entry and the framework chunk have loaded and run, and import
// them: one more round trip, and more, before the first render. The script reads the address, the session, the
// language cookie and the consent cookie, and asks at once (`<link rel="modulepreload">`) for what the first render
// will import: the route's code, the page's messages in the active locale, the cookie banner on a first visit and,
// in the demo, the offline backend for a signed-in visitor or a page its worker controls. Inline, because a file of
// its own would cost a round trip first; the Content-Security-Policy allows it by its hash (scripts/csp-plugin.ts).
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { CONSENT_COOKIE } from '../src/lib/consent.ts';
import { cookieNames, LOCALES } from '../src/lib/i18n/locales.ts';
import { storageKeys } from '../src/lib/session-keys.ts';
import { featureCatalogFiles } from './feature-messages.ts';

/** One set of files and when the page wants them (every condition given must hold). */
export interface EarlyGroup {
  files: string[];
  /** A route file's pathname segments ('*' for a parameter); `exact` for an index route, else a prefix (a layout). */
  route?: { segments: string[]; exact: boolean };
  /** Only with a session (the signed-in pages redirect anyone else). */
  signedIn?: true;
  /** Only with a session or under the demo's worker (the offline backend). */
  backend?: true;
  /** Only in this locale, on pathnames matching one of `pages` (regular expressions). */
  locale?: string;
  pages?: string[];
  /** Only before the visitor has answered the cookie banner. */
  noConsent?: true;
}

const ROUTE_CHUNK = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=/;
const MESSAGES_PART = /^\0virtual:messages\/([^/]+)\/([^/]+)$/;
const CONSENT_BAR = /[\\/]src[\\/]features[\\/]consent[\\/]ConsentBar\.tsx$/;
const BACKEND = /[\\/]mocks[\\/]browser\.ts$/;

/** `_authenticated/payment.$id` → ['payment', '*']; `account/index` → ['account'], exact. Pathless layouts drop out. */
export function routeSegments(routeFile: string): { segments: string[]; exact: boolean } {
  const names = routeFile.split(/[/.]/).filter((name) => !name.startsWith('_'));
  const exact = names.at(-1) === 'index';
  if (exact) names.pop();
  return { segments: names.map((name) => (name.startsWith('$') ? '*' : name)), exact };
}

/** What each page may need early, from the bundle: the chunks and their imports, minus what the entry loads anyway. */
export function earlyGroups(
  bundle: Rolldown.OutputBundle,
  options: { backend: boolean; features?: ReadonlySet<string> },
): EarlyGroup[] {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Rolldown.OutputChunk, into = new Set<string>()) => {
    if (into.has(start.fileName)) return into;
    into.add(start.fileName);
    for (const file of start.imports) {
      const imported = byFile.get(file);
      if (imported) closure(imported, into);
    }
    return into;
  };
  const entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((entry) => [...closure(entry)]));
  const filesOf = (starts: Rolldown.OutputChunk[]) => {
    const files = new Set<string>();
    for (const start of starts) closure(start, files);
    return [...files].filter((file) => !entryFiles.has(file)).sort();
  };
  const facade = (pattern: RegExp) =>
    chunks.filter((chunk) => chunk.facadeModuleId !== null && pattern.test(chunk.facadeModuleId));

  const routeFiles = new Map<string, Rolldown.OutputChunk[]>();
  for (const chunk of facade(ROUTE_CHUNK)) {
    const file = ROUTE_CHUNK.exec(chunk.facadeModuleId!)![1]!.split(path.sep).join('/');
    routeFiles.set(file, [...(routeFiles.get(file) ?? []), chunk]);
  }
  // A feature's messages, which its chunk asks for when it runs (decision 0151): with the route, in each locale.
  const featureParts = (files: string[]) =>
    files
      .flatMap((file) => byFile.get(file)?.dynamicImports ?? [])
      .map((file) => byFile.get(file))
      .flatMap((part) => {
        const [, locale = '', name = ''] = MESSAGES_PART.exec(part?.facadeModuleId ?? '') ?? [];
        return part && options.features?.has(name) ? [{ locale, file: part.fileName }] : [];
      });
  const routes: EarlyGroup[] = [...routeFiles].flatMap(([file, starts]) => {
    const files = filesOf(starts);
    const where = {
      route: routeSegments(file),
      ...(file.startsWith('_authenticated') ? { signedIn: true as const } : {}),
    };
    const parts = featureParts([...new Set(starts.flatMap((start) => [...closure(start)]))]);
    const locales = [...new Set(parts.map((part) => part.locale))];
    return [
      { files, ...where },
      ...locales.map((locale) => ({
        files: [...new Set(parts.filter((p) => p.locale === locale).map((p) => p.file))].sort(),
        ...where,
        locale,
      })),
    ];
  });

  // The start part on every page (a feature's part comes with the route's groups above).
  const messages: EarlyGroup[] = facade(MESSAGES_PART).flatMap((chunk) => {
    const [, locale = '', part = ''] = MESSAGES_PART.exec(chunk.facadeModuleId!) ?? [];
    return part === 'start' ? [{ files: filesOf([chunk]), locale }] : [];
  });

  const consent: EarlyGroup[] = facade(CONSENT_BAR).map((chunk) => ({ files: filesOf([chunk]), noConsent: true }));
  const backend = facade(BACKEND);
  if (options.backend && backend.length === 0)
    throw new Error('early-preload: the build has no chunk for mocks/browser.ts');
  const demo: EarlyGroup[] = options.backend ? [{ files: filesOf(backend), backend: true }] : [];
  return [...routes, ...messages, ...consent, ...demo].filter((group) => group.files.length > 0);
}

/** The script: file names and page patterns once, in tables, and each group with indexes into them. */
export function earlySource(groups: EarlyGroup[], base = '/'): string {
  const files = [...new Set(groups.flatMap((group) => group.files))];
  const pages = [...new Set(groups.flatMap((group) => group.pages ?? []))];
  const compact = groups.map((group) => ({
    ...group,
    files: group.files.map((file) => files.indexOf(file)),
    ...(group.pages ? { pages: group.pages.map((page) => pages.indexOf(page)) } : {}),
  }));
  const names = {
    token: storageKeys.token,
    locale: cookieNames.locale,
    language: cookieNames.language,
    consent: CONSENT_COOKIE,
    locales: LOCALES,
  };
  return `// Generated by scripts/early-preload-plugin.ts (decision 0085).
(function (base, files, pages, groups, names) {
  var cookies = {};
  document.cookie.split('; ').forEach(function (pair) {
    var at = pair.indexOf('=');
    if (at > 0) cookies[pair.slice(0, at)] = pair.slice(at + 1);
  });
  var language = function (value) {
    var code = String(value || '').toLowerCase().split(/[-_]/)[0];
    return names.locales.indexOf(code) >= 0 ? code : undefined;
  };
  var locale = language(cookies[names.locale]) || language(cookies[names.language]) || names.locales[0];
  var signedIn = false;
  try {
    signedIn = localStorage.getItem(names.token) !== null;
  } catch (error) {}
  var controlled = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
  var pathname = location.pathname;
  var segments = pathname.split('/').filter(Boolean);
  var onRoute = function (route) {
    if (route.exact ? segments.length !== route.segments.length : segments.length < route.segments.length) return false;
    return route.segments.every(function (name, i) { return name === '*' || name === segments[i]; });
  };
  var wanted = function (group) {
    if (group.route && !onRoute(group.route)) return false;
    if (group.signedIn && !signedIn) return false;
    if (group.backend && !signedIn && !controlled) return false;
    if (group.locale && group.locale !== locale) return false;
    if (group.pages && !group.pages.some(function (page) { return new RegExp(pages[page]).test(pathname); })) return false;
    return !(group.noConsent && cookies[names.consent] !== undefined);
  };
  var asked = {};
  groups.filter(wanted).forEach(function (group) {
    group.files.forEach(function (index) {
      if (asked[index]) return;
      asked[index] = true;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = base + files[index];
      link.dataset.early = '';
      document.head.appendChild(link);
    });
  });
})(${JSON.stringify(base)}, ${JSON.stringify(files)}, ${JSON.stringify(pages)}, ${JSON.stringify(compact)}, ${JSON.stringify(names)});
`;
}

/** The script, right after `<meta charset>`: before the stylesheet, which an inline script would wait for. */
export function withEarlyScript(html: string, source: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (!charset.test(html)) throw new Error('index.html has no <meta charset>: cannot place the early script');
  return html.replace(charset, (tag) => `${tag}\n    <script>${source}</script>`);
}

/** Goes before contentSecurityPolicyMeta in the plugin list, so that the policy hashes the script. */
export function earlyPreload(options: { backend: boolean }): Plugin {
  let base = '/';
  let features = new Set<string>();
  return {
    name: 'early-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      features = new Set(featureCatalogFiles(config.root).keys());
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) throw new Error('early-preload: no bundle to read the chunks from');
        return withEarlyScript(html, earlySource(earlyGroups(context.bundle, { ...options, features }), base));
      },
    },
  };
}
