import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config as configureZod } from 'zod/v4/core';
import type { AnyRoute } from '@tanstack/react-router';
import { App } from './app/App';
import { connectApiClient } from './app/api-setup';
import { preloadModalCode } from './app/modals';
import { createAppRouter, type AppRouter } from './app/router';
import { followSessionAcrossTabs } from './app/session-sync';
import { apiBaseUrl, configureApiClient } from './lib/api-client';
import { rootErrorOptions, startErrorReporting } from './lib/error-reporting';
import { currentLocale, intl, loadMessages } from './lib/i18n';
import { withTrailingSlash } from './lib/navigation';
import { afterPagePainted, APP_RENDERED_MARK } from './lib/page-painted';
import { getSession } from './lib/session';
import { toastMessage } from './lib/toast';
import { createQueryClient } from './lib/query-client';
import './index.css';

// The Content-Security-Policy allows no eval (decision 0027): Zod must not even probe for its compiled parsers.
configureZod({ jitless: true });

/** The router's default pendingMs: a slower first route renders its pending state, as a later navigation would. */
const FIRST_RENDER_WAIT_MS = 1000;

async function start() {
  const slashed = withTrailingSlash(window.location);
  if (slashed) window.history.replaceState(window.history.state, '', slashed);
  // Only the active locale's messages, and of them the start part; nothing renders before they are in. A feature's
  // own messages come with its chunk (decision 0020).
  const messages = loadMessages(currentLocale());
  messages.catch(() => {}); // awaited below; this only keeps an early failure from being reported as unhandled
  const startBackend = import.meta.env.VITE_MOCKS === 'true' ? startOfflineBackend() : undefined;
  const queryClient = createQueryClient();
  // The installed app, signed in: what this user last loaded, when the server cannot be reached (lib/offline-cache.ts).
  const restored =
    import.meta.env.VITE_PWA === 'true' && getSession()
      ? import('./lib/offline-cache').then(({ restoreWhenUnreachable }) => restoreWhenUnreachable(queryClient))
      : undefined;
  const router = createAppRouter({ queryClient });
  loadRouteCode(router);
  const loaded = await messages;
  await restored?.catch(() => false);
  connectApiClient(router, queryClient);
  followSessionAcrossTabs(router, queryClient);
  document.documentElement.lang = loaded.locale;
  if (import.meta.env.VITE_PWA === 'true' && loaded.locale === 'de')
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', '/manifest.de.webmanifest');

  // A prerendered page (decision 0158) is hydrated once its route has loaded: it is on screen already. Otherwise
  // index.html paints the header; the app's first render replaces it with the whole page once the first route has
  // loaded, or after the router's pending delay, when the page shows its pending state instead (decision 0074).
  const rootElement = document.getElementById('root')!;
  const hydrate = fitsPrerenderedPage(rootElement, loaded.locale);
  if (hydrate) {
    // The shell the visitor did not get goes: its header's links would come before the page's skip link.
    document.getElementById('plain-shell')?.remove();
    // The page is on screen already, so the demo's backend competes with no first paint; its loader (the provider
    // sign-up's countries) waits for it.
    startBackend?.();
    await router.load().catch(() => {});
  } else {
    showPlainShell(rootElement);
    await Promise.race([
      router.load().catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
    ]);
  }
  let committed = false;
  const afterFirstCommit = () => {
    if (committed) return;
    committed = true;
    performance.mark(APP_RENDERED_MARK); // the bench counts the JavaScript fetched before it
    if (startBackend) afterPagePainted(startBackend);
    if (import.meta.env.VITE_PWA === 'true')
      afterPagePainted(
        () => void import('./app/pwa').then(({ startInstallableApp }) => startInstallableApp(queryClient)),
      );
    afterPagePainted(startErrorReporting);
  };
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} onFirstCommit={afterFirstCommit} />
    </StrictMode>
  );
  // In a transition, so that React renders the page in slices and a tap is answered while it does.
  if (hydrate) startTransition(() => void hydrateRoot(rootElement, app, rootErrorOptions));
  else {
    const root = createRoot(rootElement, rootErrorOptions);
    startTransition(() => root.render(app));
  }
}

/**
 * Whether `#root` holds a page rendered at build time that fits this visit: English, signed out and without a query
 * string, as the pre-paint check in the page's head decided (scripts/prerender-plugin.ts); the same question asked of
 * the app's own code too.
 */
function fitsPrerenderedPage(root: HTMLElement, locale: string): boolean {
  return (
    root.hasAttribute('data-prerendered') &&
    !document.documentElement.hasAttribute('data-plain-shell') &&
    !window.location.search &&
    locale === 'en' &&
    !getSession()
  );
}

/** A prerendered page that does not fit the visitor gives way to the plain shell: the painted header (decision 0074). */
function showPlainShell(root: HTMLElement) {
  const shell = document.getElementById('plain-shell');
  if (!shell) return;
  root.replaceChildren(...shell.childNodes);
  root.removeAttribute('data-prerendered');
  shell.remove();
  document.documentElement.removeAttribute('data-plain-shell');
}

/**
 * The page's route chunks load while its messages do, rather than after them (one round trip less before the page);
 * so do a deep-linked modal's chunk and its queries' modules, so that its queries then start with the page's.
 */
function loadRouteCode(router: AppRouter) {
  const routes = router.routesById as unknown as Record<string, AnyRoute>;
  for (const match of router.matchRoutes(router.state.location.pathname, router.state.location.search)) {
    const route = routes[match.routeId];
    if (route) router.loadRouteChunk(route)?.catch(() => {}); // router.load() asks again and reports a failure
  }
  preloadModalCode(router.state.location.search, { viewer: getSession()?.userType ?? null });
}

/**
 * The demo's offline backend, a service worker (called only under the flag, so that the production build carries no
 * mock code). API calls wait for it from the start. Returns what starts it: the caller does so after the app's first
 * render, so that on a first visit the worker's download does not compete with the page's.
 */
function startOfflineBackend(): () => void {
  let begin = () => {};
  const begun = new Promise<void>((resolve) => (begin = resolve));
  const ready = begun
    .then(() => import('../mocks/browser'))
    .then(({ startMockBackend }) =>
      startMockBackend(apiBaseUrl(), {
        onSaveFailed: () => toastMessage('error', intl.formatMessage({ id: 'dev.storageFull' }), 'dev.storageFull'),
      }),
    )
    .then((backend) => configureApiClient({ onSend: backend.onSend, fetch: backend.fetch }))
    .catch((error: unknown) => console.error('The offline backend did not start', error));
  configureApiClient({ ready });
  // A page the worker already controls (a reload, a later visit) has it at once, with nothing to download; a
  // signed-in page cannot show anything without its data: start at once.
  if (navigator.serviceWorker?.controller || getSession()) begin();
  return begin;
}

void start();
