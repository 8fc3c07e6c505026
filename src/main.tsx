import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { connectApiClient } from './app/api-setup';
import { createAppRouter } from './app/router';
import { followSessionAcrossTabs } from './app/session-sync';
import { apiBaseUrl, configureApiClient } from './lib/api-client';
import { currentLocale, intl, loadAllMessages, loadMessages } from './lib/i18n';
import { withTrailingSlash } from './lib/navigation';
import { toastMessage } from './lib/toast';
import { createQueryClient } from './lib/query-client';
import { keepZodFromEval } from './lib/zod-jitless';
import './index.css';

keepZodFromEval();

async function start() {
  const slashed = withTrailingSlash(window.location);
  if (slashed) window.history.replaceState(window.history.state, '', slashed);
  // Only the active locale's messages, and of them what this page needs; nothing renders before they are in. The rest
  // follows after the first paint, so that the next page or modal finds it (decision 0073).
  const messages = loadMessages(currentLocale(), window.location.pathname);
  messages.catch(() => {}); // awaited below; this only keeps an early failure from being reported as unhandled
  if (import.meta.env.VITE_MOCKS === 'true') startOfflineBackend();
  const loaded = await messages;
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient });
  connectApiClient(router, queryClient);
  followSessionAcrossTabs(router, queryClient);
  document.documentElement.lang = loaded.locale;

  afterFirstPaint(() => void loadAllMessages().catch(() => {})); // asked for again by whatever needs it
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

/** Runs `work` once the page has painted (or after 2 s, e.g. in a tab in the background, which does not paint). */
function afterFirstPaint(work: () => void) {
  let done = false;
  const once = () => {
    if (!done) {
      done = true;
      work();
    }
  };
  try {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // no paint timing: the timer alone
  }
  setTimeout(once, 2000);
}

/**
 * The demo's in-browser backend (called only under the flag, so that the production build carries no mock code). API
 * calls wait for it from the start; on a first visit its code loads after the first paint, so that it does not compete
 * with the page's.
 */
function startOfflineBackend() {
  let begin = () => {};
  const begun = new Promise<void>((resolve) => (begin = resolve));
  const ready = begun
    .then(() => import('../mocks/browser'))
    .then(({ startMockBackend }) =>
      startMockBackend(apiBaseUrl(), { onSaveFailed: () => toastMessage('error', intl.formatMessage({ id: 'dev.storageFull' }), 'dev.storageFull') }),
    )
    .catch((error: unknown) => console.error('The offline backend did not start', error));
  configureApiClient({ ready });
  // A page the worker already controls (a reload, a later visit) sends every request through it, including ones the
  // app does not make itself: start at once. A first visit has no worker yet: start after the first paint.
  if (navigator.serviceWorker?.controller) begin();
  else afterFirstPaint(begin);
}

void start();
