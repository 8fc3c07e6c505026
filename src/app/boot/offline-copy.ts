import type { QueryClient } from '@tanstack/react-query';
import { getSession } from '../../lib/session';

/**
 * The installed app, signed in: what this user last loaded, put into the query client when the server cannot be
 * reached (lib/offline-cache.ts), before the first route loads. Production build only (the flag is a constant the
 * bundler folds); resolves either way, since a page without its offline copy still loads from the network.
 */
export function restoreOfflineCopy(queryClient: QueryClient): Promise<unknown> | undefined {
  return import.meta.env.VITE_PWA === 'true' && getSession()
    ? import('../../lib/offline-cache')
        .then(({ restoreWhenUnreachable }) => restoreWhenUnreachable(queryClient))
        .catch(() => false)
    : undefined;
}
