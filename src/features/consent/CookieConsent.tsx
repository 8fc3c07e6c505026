import { useEffect, useState } from 'react';
import { OPEN_PREFERENCES_EVENT, readConsent } from '../../lib/consent';
import ConsentBar from './ConsentBar';

type View = 'banner' | 'panel';

/**
 * The cookie banner's mount point (root layout). It shows the banner while no choice is stored, and the settings
 * panel on the open-preferences event (the footer's "Cookie settings"). The bar paints with the page: a first visit's
 * largest text is often the bar, and a bar that came later made it the page's late largest paint (LCP). The settings
 * panel is a chunk of its own, loaded on Customize.
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
  return <ConsentBar key={view} view={view} onDone={done} />;
}
