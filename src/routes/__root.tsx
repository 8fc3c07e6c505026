import { Outlet, createRootRouteWithContext } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { ModalHost } from "../app/ModalHost";
import { globalSearchSchema, preloadModal } from "../app/modals";
import { NotFoundPage } from "../app/NotFoundPage";
import { OfflineBanner } from "../app/OfflineBanner";
import { RootErrorPage } from "../app/ErrorPage";
import { ZoneGate } from "../app/ZoneGate";
import type { RouterContext } from "../app/router";
import { ensureAll } from "../lib/loader";
import { getSession } from "../lib/session";
import { userTimeZoneQueries } from "../lib/time-zone";
import { PageLayout } from "../ui/PageLayout";
import { Toaster } from "../ui/Toaster";

// Defined only in mock mode, so that the production build has no reference to the mock backend.
const DevMenu =
  import.meta.env.VITE_MOCKS === "true"
    ? lazy(() => import("../features/dev/DevMenu"))
    : null;

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: globalSearchSchema,
  loaderDeps: ({
    search: { modal, id, participantId, providerId, clientId },
  }) => ({ modal, params: { id, participantId, providerId, clientId } }),
  // The open modal's chunk and data start with the page's (a deep link needs one round); the page does not wait for
  // them, but it does wait for the signed-in user's time zone, on every route (modals show times on public pages too).
  loader: ({ context, deps }) => {
    preloadModal(deps.modal, {
      queryClient: context.queryClient,
      params: deps.params,
      viewer: getSession()?.userType ?? null,
    });
    return ensureAll(context.queryClient, userTimeZoneQueries());
  },
  component: Root,
  errorComponent: RootErrorPage,
  notFoundComponent: NotFoundPage,
});

// The messages link's unread badge (issue 19), loaded after the page so that no route's first chunk grows.
const UnreadBadge = lazy(() =>
  import("../features/messages/UnreadBadge").then((m) => ({
    default: m.UnreadBadge,
  })),
);
const navExtras = {
  "/messages/": (
    <Suspense fallback={null}>
      <UnreadBadge />
    </Suspense>
  ),
};

function Root() {
  return (
    <>
      <PageLayout
        navExtras={navExtras}
        footerExtra={
          DevMenu && (
            <Suspense fallback={null}>
              <DevMenu />
            </Suspense>
          )
        }
      >
        <ZoneGate>
          <Outlet />
        </ZoneGate>
      </PageLayout>
      <ZoneGate fallback={null}>
        <ModalHost />
      </ZoneGate>
      <OfflineBanner />
      <Toaster />
    </>
  );
}
