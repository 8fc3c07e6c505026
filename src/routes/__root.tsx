import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ModalHost } from '../app/ModalHost';
import { globalSearchSchema, preloadModal } from '../app/modals';
import { NotFoundPage } from '../app/NotFoundPage';
import { OfflineBanner } from '../app/OfflineBanner';
import { RootErrorPage } from '../app/ErrorPage';
import type { RouterContext } from '../app/router';
import { getSession } from '../lib/session';
import { PageLayout } from '../ui/PageLayout';
import { Toaster } from '../ui/Toaster';

// Defined only in mock mode, so that the production build has no reference to the mock backend.
const DevMenu = import.meta.env.VITE_MOCKS === 'true' ? lazy(() => import('../features/dev/DevMenu')) : null;

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: globalSearchSchema,
  loaderDeps: ({ search: { modal, id, participantId, providerId, clientId } }) => ({ modal, params: { id, participantId, providerId, clientId } }),
  // The open modal's chunk and data start with the page's (a deep link needs one round); the page does not wait.
  loader: ({ context, deps }) => preloadModal(deps.modal, { queryClient: context.queryClient, params: deps.params, viewer: getSession()?.userType ?? null }),
  component: Root,
  errorComponent: RootErrorPage,
  notFoundComponent: NotFoundPage,
});

function Root() {
  return (
    <>
      <PageLayout
        footerExtra={
          DevMenu && (
            <Suspense fallback={null}>
              <DevMenu />
            </Suspense>
          )
        }
      >
        <Outlet />
      </PageLayout>
      <ModalHost />
      <OfflineBanner />
      <Toaster />
    </>
  );
}
