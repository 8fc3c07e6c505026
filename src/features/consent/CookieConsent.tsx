import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_PREFERENCES_EVENT, readConsent } from '../../lib/consent';

const ConsentBar = lazy(() => import('./ConsentBar'));

type View = 'banner' | 'panel';

/**
 * The cookie banner's mount point (root layout). It shows the banner while no choice is stored, and the settings
 * panel on the open-preferences event (the footer's "Cookie settings"). The bar itself is a chunk of its own that
 * loads after the first paint; it is fixed at the bottom, so its arrival moves nothing (decision 0065).
 */
export function CookieConsent() {
  const [view, setView] = useState<View | null>(() => (readConsent() ? null : 'banner'));
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const open = () => {
      setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
      setView('panel');
    };
    window.addEventListener(OPEN_PREFERENCES_EVENT, open);
    return () => window.removeEventListener(OPEN_PREFERENCES_EVENT, open);
  }, []);

  if (!view) return null;
  const done = () => {
    setView(null);
    // The focus goes back to the footer link that opened the panel, else to the page (the bar's buttons are gone).
    if (opener?.isConnected) opener.focus();
    else document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <Suspense fallback={null}>
      <ConsentBar key={view} view={view} onDone={done} />
    </Suspense>
  );
}
