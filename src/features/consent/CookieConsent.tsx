import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_PREFERENCES_EVENT, readConsent } from '../../lib/consent';
import { useHydrated } from '../../lib/hydration';

type Bar = (typeof import('./ConsentBar'))['default'];
// Once loaded, the bar renders directly: React.lazy would still show its fallback for one commit.
let loadedBar: Bar | null = null;
const loadBar = () => import('./ConsentBar').then((module) => ((loadedBar = module.default), module));
const LazyBar = lazy(loadBar);

/**
 * On a first visit the banner is part of the first view: the root loader loads its chunk with the page's, so that it
 * paints with the page instead of arriving later (a late banner is the largest paint of short pages).
 */
export function loadBannerIfShown(): Promise<unknown> | undefined {
  return readConsent() ? undefined : loadBar().catch(() => {}); // a failed chunk shows no banner now; lazy retries
}

type View = 'banner' | 'panel';

/**
 * The cookie banner's mount point (root layout). It shows the banner while no choice is stored, and the settings
 * panel on the open-preferences event (the footer's "Cookie settings"). The bar itself is a chunk of its own; it is
 * fixed at the bottom, so its arrival moves nothing (decision 0065).
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

  // A prerendered page's HTML has no banner (the build cannot know the visitor's cookies): it comes right after hydration.
  const hydrated = useHydrated();
  if (!view || !hydrated) return null;
  const done = () => {
    setView(null);
    // The focus goes back to the footer link that opened the panel, else to the page (the bar's buttons are gone).
    if (opener?.isConnected) opener.focus();
    else document.getElementById('main')?.focus({ preventScroll: true });
  };
  const ConsentBar = loadedBar ?? LazyBar;
  return (
    <Suspense fallback={null}>
      <ConsentBar key={view} view={view} onDone={done} />
    </Suspense>
  );
}
