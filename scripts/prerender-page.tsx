// A signed-out page rendered at build time (scripts/prerender-run.ts, decision 0158): the app's own router, providers
// and components, in English, through React's server renderer; run through Vite as the app is. The browser hydrates
// the result (src/app/boot/render.tsx).
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from '../src/app/App';
import { createAppRouter } from '../src/app/router';
import { prerenderedTitle } from '../src/lib/document-title';
import { intl, loadMessages } from '../src/lib/i18n';
import type { RenderedPage } from './prerender-plugin';

const RENDER_TIMEOUT_MS = 60_000;

/**
 * The page at `url` as the app renders it for a signed-out visitor in English whose data has not come: the API is not
 * there at build time, so a page shows its data's loading state (the landing page's listing, the provider sign-up's
 * countries).
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  // Offline, as the app runs without its server (decision 0024): a loader does not wait for data it has none of, and
  // the page renders that data's loading state. A request that starts anyway never answers.
  onlineManager.setOnline(false);
  globalThis.fetch = () => new Promise<Response>(() => {});
  await loadMessages('en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [url] }),
    scrollRestoration: false,
  });
  await router.load();
  const status = router.state.matches.at(-1)?.status;
  if (router.state.location.pathname !== url || status !== 'success')
    throw new Error(`prerender: ${url} did not load (at ${router.state.location.pathname}, ${status})`);
  // Rendered as the browser renders it, where hydration will meet it.
  router.update({ ...router.options, isServer: false, origin: 'http://localhost' });
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
    // One piece: no boundary sent ahead of its content, which would need React's inline scripts to place it.
    { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (/<script/i.test(html)) throw new Error(`prerender: ${url} rendered a script, which the policy would block`);
  const siteName = intl.formatMessage({ id: 'app.name' });
  return {
    html,
    title: prerenderedTitle() || siteName,
    description: intl.formatMessage({ id: 'app.description' }),
    siteName,
  };
}
