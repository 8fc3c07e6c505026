import type { QueryClient } from '@tanstack/react-query';
import { registerSW } from 'virtual:pwa-register';
import { intl } from '../../lib/i18n';
import { keepOfflineCache } from '../../lib/offline-cache';
import { toastAction } from '../../lib/toast';

/**
 * The installed app's part that waits for the first paint (app/boot/first-commit.ts; production build only, decision 0024): the
 * Workbox worker's registration and the per-user copy of what was loaded. A new version never takes over by itself:
 * it waits until the user chooses "Reload to update", so nothing typed is lost to a reload nobody asked for.
 */
export function startInstallableApp(queryClient: QueryClient): void {
  keepOfflineCache(queryClient);
  const update = registerSW({
    onNeedRefresh: () =>
      toastAction(
        intl.formatMessage({ id: 'update.ready' }),
        { label: intl.formatMessage({ id: 'update.reload' }), onClick: () => reloadInto(update) },
        'app-update',
      ),
  });
}

/**
 * The waiting version takes over, then the page reloads under it. The plugin reloads by itself only when the page was
 * already controlled when it registered; a first visit that finds an update does not, hence the listener.
 */
function reloadInto(update: (reload?: boolean) => Promise<void>) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  void update(true);
}
