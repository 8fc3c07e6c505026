import { useSyncExternalStore } from 'react';
import { FormattedTime } from 'react-intl';
import { useDemoT } from '../../lib/i18n/translate';
import { trackLog } from '../../lib/track';

/**
 * Mock mode only: the tracking events of this tab, newest first, with their properties and whether they went to the
 * data layer (only with analytics consent), so that anyone can see the tracking work.
 */
export function DevTracking() {
  const t = useDemoT();
  const events = useSyncExternalStore(trackLog.subscribe, trackLog.read);
  return (
    <section aria-labelledby="dev-tracking" className="mt-4 border-t border-slate-200 pt-3">
      <h2 id="dev-tracking" className="text-sm font-semibold text-slate-900">
        {t('dev.tracking')}
      </h2>
      {events.length === 0 && <p className="mt-1 text-xs text-slate-600">{t('dev.trackingEmpty')}</p>}
      <ol className="mt-2 flex max-h-64 flex-col gap-2 overflow-y-auto" data-testid="dev-tracking">
        {events.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="rounded-lg bg-slate-50 p-2 text-xs ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">{entry.event}</p>
            <p className="text-slate-600">
              <FormattedTime value={entry.at} timeStyle="medium" /> ·{' '}
              <span className={entry.sent ? 'text-teal-800' : 'text-amber-800'}>
                {t(entry.sent ? 'dev.trackingSent' : 'dev.trackingWithheld')}
              </span>
            </p>
            {Object.keys(entry.properties).length > 0 && (
              <pre className="mt-1 font-mono break-all whitespace-pre-wrap text-slate-700">
                {JSON.stringify(entry.properties, null, 1)}
              </pre>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
