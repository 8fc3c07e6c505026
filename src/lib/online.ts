import { useSyncExternalStore } from 'react';
import { intl } from './i18n';
import { isServerReachable, subscribeReachability } from './reachability';

/** Whether the server can be reached (lib/reachability.ts): the browser has a network and the server answers. */
function useOnline(): boolean {
  return useSyncExternalStore(subscribeReachability, isServerReachable, () => true);
}

/** The offline banner's element: a control that cannot work offline points at it (aria-describedby). */
export const OFFLINE_BANNER_ID = 'offline-banner';

/**
 * Why an action that changes something is disabled, or undefined while online: offline nothing can be sent (the API
 * client refuses, decision 0024), so such a button says so instead of failing after the click.
 */
export function useOfflineReason(): string | undefined {
  return useOnline() ? undefined : intl.formatMessage({ id: 'offline.actionReason' });
}
