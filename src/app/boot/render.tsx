import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { rootErrorOptions } from '../../lib/error-reporting';
import { App } from '../App';
import type { AppRouter } from '../router';
import { afterFirstCommit } from './first-commit';
import { dropPlainShell, fitsPrerenderedPage, showPlainShell } from './prerendered-page';

/** The router's default pendingMs: a slower first route renders its pending state, as a later navigation would. */
const FIRST_RENDER_WAIT_MS = 1000;

interface RenderOptions {
  router: AppRouter;
  queryClient: QueryClient;
  locale: string;
  /** Starts the demo's offline backend; absent outside the demo. */
  startBackend: (() => void) | undefined;
}

/**
 * The app's first render. A prerendered page (decision 0158) is hydrated once its route has loaded: it is on screen
 * already. Otherwise index.html paints the header; the app's first render replaces it with the whole page once the
 * first route has loaded, or after the router's pending delay, when the page shows its pending state instead
 * (decision 0074).
 */
export async function renderApp({ router, queryClient, locale, startBackend }: RenderOptions): Promise<void> {
  const rootElement = document.getElementById('root')!;
  const hydrate = fitsPrerenderedPage(rootElement, locale);
  if (hydrate) {
    dropPlainShell();
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
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} onFirstCommit={afterFirstCommit(queryClient, startBackend)} />
    </StrictMode>
  );
  // In a transition, so that React renders the page in slices and a tap is answered while it does.
  if (hydrate) startTransition(() => void hydrateRoot(rootElement, app, rootErrorOptions));
  else {
    const root = createRoot(rootElement, rootErrorOptions);
    startTransition(() => root.render(app));
  }
}
