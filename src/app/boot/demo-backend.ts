import { apiBaseUrl, configureApiClient } from '../../lib/api-client';
import { intl } from '../../lib/i18n';
import { getSession } from '../../lib/session';
import { toastMessage } from '../../lib/toast';

/**
 * The demo's offline backend, a service worker (decision 0003), prepared only in a build with mocks, so that the
 * production build carries no mock code: the check on the flag stays a constant the bundler folds. API calls wait
 * for the backend from the start. Returns what starts it: the render step does so after the app's first render, so
 * that on a first visit the worker's download does not compete with the page's.
 */
export function prepareOfflineBackend(): (() => void) | undefined {
  return import.meta.env.VITE_MOCKS === 'true' ? offlineBackend() : undefined;
}

function offlineBackend(): () => void {
  let begin = () => {};
  const begun = new Promise<void>((resolve) => (begin = resolve));
  const ready = begun
    .then(() => import('../../../mocks/browser'))
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
