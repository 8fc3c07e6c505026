// The app's start, step by step; each step's module (src/app/boot/) says why it exists. The order is the first
// paint's: what the page needs is asked for at once and in parallel, and nothing renders before its messages are in.
import { connectApiClient } from './app/api-setup';
import { addTrailingSlash } from './app/boot/address';
import { prepareOfflineBackend } from './app/boot/demo-backend';
import { applyLocale, loadStartMessages } from './app/boot/locale';
import { forbidEval } from './app/boot/no-eval';
import { restoreOfflineCopy } from './app/boot/offline-copy';
import { renderApp } from './app/boot/render';
import { loadRouteCode } from './app/boot/route-code';
import { createAppRouter } from './app/router';
import { followSessionAcrossTabs } from './app/session-sync';
import { createQueryClient } from './lib/query-client';
import './index.css';

forbidEval();

async function start() {
  addTrailingSlash();
  const messages = loadStartMessages(); // locale
  const startBackend = prepareOfflineBackend(); // demo worker: API calls wait for it
  const queryClient = createQueryClient();
  const restored = restoreOfflineCopy(queryClient); // the installed app's last data, when offline
  const router = createAppRouter({ queryClient });
  loadRouteCode(router); // the page's chunks, while its messages load
  const { locale } = await messages;
  await restored;
  connectApiClient(router, queryClient); // session: the token, the locale headers and the forced sign-in
  followSessionAcrossTabs(router, queryClient);
  applyLocale(locale);
  await renderApp({ router, queryClient, locale, startBackend }); // hydrate a prerendered page, else render
}

void start();
