import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { connectApiClient } from './app/api-setup';
import { createAppRouter } from './app/router';
import { followSessionAcrossTabs } from './app/session-sync';
import { apiBaseUrl } from './lib/api-client';
import { currentLocale, loadMessages } from './lib/i18n';
import { withTrailingSlash } from './lib/navigation';
import { createQueryClient } from './lib/query-client';
import { keepZodFromEval } from './lib/zod-jitless';
import './index.css';

keepZodFromEval();

async function start() {
  const slashed = withTrailingSlash(window.location);
  if (slashed) window.history.replaceState(window.history.state, '', slashed);
  // Only the active locale's messages, fetched while the offline backend starts; nothing renders before they are in.
  const messages = loadMessages(currentLocale());
  messages.catch(() => {}); // awaited below; this only keeps an early failure from being reported as unhandled
  if (import.meta.env.VITE_MOCKS === 'true') {
    // A dynamic import inside the flag, so that the production build carries no mock code.
    try {
      const { startMockBackend } = await import('../mocks/browser');
      await startMockBackend(apiBaseUrl());
    } catch (error) {
      console.error('The offline backend did not start', error);
    }
  }
  const intl = await messages;
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient });
  connectApiClient(router, queryClient);
  followSessionAcrossTabs(router, queryClient);
  document.documentElement.lang = intl.locale;

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
