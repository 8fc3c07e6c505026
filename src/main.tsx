import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { connectApiClient } from './app/api-setup';
import { createAppRouter } from './app/router';
import { apiBaseUrl, configureApiClient } from './lib/api-client';
import { currentLocale, intl, loadMessages } from './lib/i18n';
import { toastMessage } from './lib/toast';
import { createQueryClient } from './lib/query-client';
import './index.css';

async function start() {
  // Only the active locale's messages; nothing renders before they are in.
  const messages = loadMessages(currentLocale());
  messages.catch(() => {}); // awaited below; this only keeps an early failure from being reported as unhandled
  startOfflineBackend();
  const loaded = await messages;
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient });
  connectApiClient(router, queryClient);
  document.documentElement.lang = loaded.locale;

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

/**
 * The demo's in-browser backend (a dynamic import inside the flag, so that the production build carries no mock
 * code). The app paints without it; API calls wait until it answers.
 */
function startOfflineBackend() {
  if (import.meta.env.VITE_MOCKS !== 'true') return;
  const ready = import('../mocks/browser')
    .then(({ startMockBackend }) =>
      startMockBackend(apiBaseUrl(), { onSaveFailed: () => toastMessage('error', intl.formatMessage({ id: 'dev.storageFull' }), 'dev.storageFull') }),
    )
    .catch((error: unknown) => console.error('The offline backend did not start', error));
  configureApiClient({ ready });
}

void start();
