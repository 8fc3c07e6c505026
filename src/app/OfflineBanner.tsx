import { WifiOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useOnline } from '../lib/online';

/**
 * Says so while the browser is offline. Nothing is queued meanwhile: a send fails at once with the offline message
 * and its form keeps what was typed (docs/decisions/0024). Above the dialogs, so it shows while one is open.
 */
export function OfflineBanner() {
  const intl = useIntl();
  const online = useOnline();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-0 z-[70] flex justify-center">
      {!online && (
        <p className="m-2 flex items-center gap-2 rounded-lg bg-amber-100 px-4 py-2 text-sm font-medium text-amber-950 shadow-md ring-1 ring-amber-300">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {intl.formatMessage({ id: 'offline.banner' })}
        </p>
      )}
    </div>
  );
}
