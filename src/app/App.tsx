import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { RawIntlProvider } from 'react-intl';
import { intl } from '../lib/i18n';
import type { AppRouter } from './router';

/** `onFirstCommit` runs once the app's first render is on the screen (app/boot/first-commit.ts starts the demo's backend then). */
export function App({
  router,
  queryClient,
  onFirstCommit,
}: {
  router: AppRouter;
  queryClient: QueryClient;
  onFirstCommit?: () => void;
}) {
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return (
    <RawIntlProvider value={intl}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </RawIntlProvider>
  );
}
