import { lazy, Suspense } from 'react';

const SonnerToaster = lazy(() => import('./SonnerToaster'));

/** Where toasts appear. The toast library is not needed for the first paint, so it loads right after. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
