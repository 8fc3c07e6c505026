import { useEffect, useId, useRef, useState } from 'react';
import { consentFor, readConsent, type ConsentChoice } from '../../lib/consent';
import { setConsent } from '../../lib/track';
import { Button } from '../../ui/Button';
import { ConsentPanel } from './ConsentPanel';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * The cookie banner: a short bar with Customize, Reject All and Accept All, fixed at the bottom and below the dialogs.
 * A spacer of its height ends the page, so that everything can be scrolled above it (it never hides the page's last
 * actions). Customize turns it into the settings panel.
 */
export default function ConsentBar({ view, onDone }: { view: 'banner' | 'panel'; onDone: () => void }) {
  const t = useT(messages);
  const titleId = useId();
  const [panel, setPanel] = useState(view === 'panel');
  const bar = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The panel is opened on purpose (Customize, the footer link): the focus goes to it.
  useEffect(() => {
    if (panel) heading.current?.focus();
  }, [panel]);

  const choose = (choice: ConsentChoice) => {
    setConsent(choice);
    onDone();
  };

  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <section
        ref={bar}
        aria-labelledby={titleId}
        className="fixed inset-x-0 bottom-0 z-40 max-h-[85dvh] overflow-y-auto border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgba(15,23,42,0.08)]"
      >
        <div className="mx-auto max-w-6xl px-4 py-3 sm:px-6 sm:py-4">
          {panel ? (
            <ConsentPanel
              titleId={titleId}
              headingRef={heading}
              initial={readConsent()}
              onSave={choose}
              onClose={view === 'panel' ? onDone : undefined}
            />
          ) : (
            <div className="flex flex-col gap-3 md:flex-row md:items-center md:gap-6">
              <div className="min-w-0 flex-1 text-sm text-slate-700">
                <h2 id={titleId} className="font-semibold text-slate-900">
                  {t('consent.title')}
                </h2>
                <p className="mt-0.5">{t('consent.text')}</p>
              </div>
              <div className="grid shrink-0 grid-cols-3 gap-2">
                <Button variant="secondary" size="sm" onClick={() => setPanel(true)}>
                  {t('consent.customize')}
                </Button>
                <Button size="sm" onClick={() => choose(consentFor('reject'))}>
                  {t('consent.rejectAll')}
                </Button>
                <Button size="sm" onClick={() => choose(consentFor('accept'))}>
                  {t('consent.acceptAll')}
                </Button>
              </div>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
