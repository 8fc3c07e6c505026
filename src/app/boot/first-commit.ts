import type { QueryClient } from '@tanstack/react-query';
import { startErrorReporting } from '../../lib/error-reporting';
import { afterPagePainted, APP_RENDERED_MARK } from '../../lib/page-painted';

/**
 * What waits for the app's first commit (`App`'s `onFirstCommit`): the mark the bench counts the JavaScript fetched
 * before, then, once the page is painted, the work that must not compete with that paint: the demo's backend on a
 * public page, the installed app's worker (production build only) and error reporting (decision 0074). Runs once,
 * although StrictMode runs the effect that calls it twice.
 */
export function afterFirstCommit(queryClient: QueryClient, startBackend: (() => void) | undefined): () => void {
  let committed = false;
  return () => {
    if (committed) return;
    committed = true;
    performance.mark(APP_RENDERED_MARK);
    if (startBackend) afterPagePainted(startBackend);
    if (import.meta.env.VITE_PWA === 'true')
      afterPagePainted(() => void import('../pwa').then(({ startInstallableApp }) => startInstallableApp(queryClient)));
    afterPagePainted(startErrorReporting);
  };
}
