import { lazy, Suspense } from 'react';
import { withAllMessages } from '../lib/i18n';

const SonnerToaster = lazy(withAllMessages(() => import('./SonnerToaster')));

/** Where toasts appear. The toast library is not needed for the first paint, so it loads right after. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
