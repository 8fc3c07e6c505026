import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { OFFLINE_BANNER_ID, useOfflineReason } from '../lib/online';

/**
 * Says so while the browser is offline. Nothing is queued meanwhile: a send fails at once with the offline message
 * and its form keeps what was typed (docs/decisions/0024); every button that would change something is disabled and
 * points here (ui/Button.tsx). When the page shows answers loaded earlier (in this visit, or saved by the installed
 * app), it says from when: the oldest of them (decision 0024). Above the dialogs, so it shows while one is open.
 */
export default function OfflineBanner() {
  const intl = useIntl();
  const reason = useOfflineReason();
  const savedAt = useShownSince(reason !== undefined);
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-0 z-[70] flex justify-center">
      {reason !== undefined && (
        <p
          id={OFFLINE_BANNER_ID}
          className="m-2 flex items-start gap-2 rounded-lg bg-amber-100 px-4 py-2 text-sm font-medium text-amber-950 shadow-md ring-1 ring-amber-300"
        >
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {savedAt === undefined ? (
            intl.formatMessage({ id: 'offline.banner' })
          ) : (
            <span className="flex flex-col">
              <span>{intl.formatMessage({ id: 'offline.savedAt' }, { time: savedTime(intl, savedAt) })}</span>
              <span className="font-normal">{reason}</span>
            </span>
          )}
        </p>
      )}
    </div>
  );
}

/** When the oldest answer on screen was loaded (a query someone watches, with data); undefined when none or online. */
function useShownSince(offline: boolean): number | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => (offline ? queryClient.getQueryCache().subscribe(listener) : () => {}),
    [queryClient, offline],
  );
  return useSyncExternalStore(subscribe, () => (offline ? oldestShown(queryClient) : undefined));
}

function oldestShown(queryClient: QueryClient): number | undefined {
  const times = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.getObserversCount() > 0 && query.state.data !== undefined && query.state.dataUpdatedAt > 0)
    .map((query) => query.state.dataUpdatedAt);
  return times.length ? Math.min(...times) : undefined;
}

/** The time alone when it was today, else with its day. */
function savedTime(intl: Pick<IntlShape, 'formatDate'>, at: number): string {
  const today = new Date().toDateString() === new Date(at).toDateString();
  return intl.formatDate(
    at,
    today
      ? { hour: 'numeric', minute: '2-digit' }
      : { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  );
}
