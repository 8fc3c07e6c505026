// Builds: the signed-out pages' HTML files hold the page itself, rendered in English from the app's components by the
// step after the build (scripts/prerender-run.ts), with its title, description and Open Graph tags; the browser
// hydrates it (src/app/boot/render.tsx). A visitor the English, signed-out page does not fit (a German locale cookie, a session,
// a query string that may change what the page shows) gets the plain shell instead, chosen before the first paint by
// an inline script built from the app's own locale and session code, which the Content-Security-Policy allows by its
// hash (decision 0158). This file holds that check and how a page file takes its rendered page.
import type { Plugin } from 'vite';
import { cookieNames, DEFAULT_LOCALE, localeOf, LOCALES } from '../src/lib/i18n/locales.ts';
import { hasStoredSession, storageKeys } from '../src/lib/session-keys.ts';

/** What the prerender gives a page file (scripts/prerender-page.tsx renders it). */
export interface RenderedPage {
  /** What goes into `#root`. */
  html: string;
  /** The page's title as the app sets it ("<page> · <app name>"). */
  title: string;
  /** The product's description, for the description and Open Graph tags. */
  description: string;
  siteName: string;
}

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
/** Marks a `#root` that holds a prerendered page, with its path (src/app/boot/render.tsx hydrates it). */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The template in which a prerendered page's file holds the app's scripts until the page has painted. */
export const AFTER_PAINT_ID = 'after-paint';

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
 * Starts the app's scripts that a prerendered page's file holds in its template (withPrerenderedPage) once the page has
 * painted: on a slow network the page's HTML and stylesheet then have the line to themselves, and the page shows
 * sooner; its fields are read-only until the app has hydrated them. Right away when there is no paint to wait for
 * (the plain shell, which needs the app to show anything; a tab in the background; a browser without paint timing).
 */
function startAfterPaint(id: string, mark: string): void {
  const start = () => {
    const template = document.getElementById(id) as HTMLTemplateElement | null;
    if (!template?.content) return;
    template.remove();
    // Elements made here, not the template's: a script parsed into a template never runs.
    for (const held of Array.from(template.content.children)) {
      const element = document.createElement(held.tagName.toLowerCase());
      for (const attribute of Array.from(held.attributes)) element.setAttribute(attribute.name, attribute.value);
      document.head.appendChild(element);
    }
  };
  const whenParsed = () => {
    const paintTiming =
      typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
    if (!paintTiming || document.documentElement.hasAttribute(mark) || document.visibilityState !== 'visible')
      return start();
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', start, { once: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
}

/**
 * The pre-paint check: marks `<html>` when the visitor's locale is not the prerendered one, storage holds a session,
 * or the address has a query string (a search parameter may change what the page renders: `/?state=CA`, a modal, a
 * redirect; the HTML holds the page without any), or when it cannot tell: then the plain shell is the safe side. Its
 * functions are the app's own (currentLocale's `localeOf`, the session's `hasStoredSession`), their source run as is.
 * Then it starts the app once the page has painted (startAfterPaint).
 */
export function prePaintScript(): string {
  const config = {
    cookieNames,
    locales: LOCALES,
    fallback: DEFAULT_LOCALE,
    storageKeys,
    mark: PLAIN_SHELL_ATTRIBUTE,
    afterPaint: AFTER_PAINT_ID,
  };
  return (
    `(function(c){var localeOf=${localeOf.toString()},hasStoredSession=${hasStoredSession.toString()},` +
    `cookieValue=${cookieValue.toString()},startAfterPaint=${startAfterPaint.toString()};(function(){` +
    `try{if(location.search)throw 0;var k=document.cookie,` +
    `l=localeOf([cookieValue(k,c.cookieNames.locale),cookieValue(k,c.cookieNames.language)],c.locales,c.fallback);` +
    `if(l===c.fallback&&!hasStoredSession(function(x){return localStorage.getItem(x)},c.storageKeys))return}catch(e){}` +
    `document.documentElement.setAttribute(c.mark,'')})();startAfterPaint(c.afterPaint,c.mark)})(${JSON.stringify(config)})`
  );
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const APP_SCRIPTS = /[ \t]*<(?:link rel="modulepreload"[^>]*|script type="module"[^>]*><\/script)>\n?/g;

/**
 * A page file with the rendered page in `#root` (the header the shell paints moves to `#plain-shell`, shown only to
 * the visitors the check sends to it), its head tags, and the app's scripts held until the page has painted.
 */
export function withPrerenderedPage(html: string, url: string, page: RenderedPage): string {
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
  const scripts = html.match(APP_SCRIPTS)?.map((tag) => tag.trim()) ?? [];
  if (!scripts.some((tag) => tag.startsWith('<script')))
    throw new Error('prerender: the page file has no module script');
  return html
    .replace(APP_SCRIPTS, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>\n    ${head.join('\n    ')}`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${description}"`)
    .replace(
      painted[0],
      `<div id="plain-shell">${painted[1]}</div>\n    <div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(url)}">${page.html}</div>` +
        `\n    <template id="${AFTER_PAINT_ID}">${scripts.join('')}</template>${painted[2]}`,
    );
}

/** Puts the pre-paint check first in the head of every page file. */
export function prePaintCheck(): Plugin {
  return {
    name: 'pre-paint-check',
    apply: 'build',
    // Before the policy's plugin, which allows the build's inline scripts by their hash.
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<meta charset="[^"]*"\s*\/?>/i, (tag) => `${tag}\n    <script>${prePaintScript()}</script>`),
    },
  };
}
