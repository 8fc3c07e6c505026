import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ModalHost } from '../app/ModalHost';
import { globalSearchSchema, modalDeps, preloadModal } from '../app/modals';
import { NotFoundPage } from '../app/NotFoundPage';
import { RootErrorPage } from '../app/ErrorPage';
import { ZoneGate } from '../app/ZoneGate';
import type { RouterContext } from '../app/router';
import { CookieConsent, loadBannerIfShown } from '../features/consent';
import { ensureAll } from '../lib/loader';
import { getSession, useSession } from '../lib/session';
import { userTimeZoneQueries } from '../lib/time-zone';
import { AfterFirstPaint } from '../ui/AfterFirstPaint';
import { PageLayout } from '../app/PageLayout';
import { LoadingBlock } from '../ui/Spinner';
import { Toaster } from '../ui/Toaster';

// Defined only in mock mode, so that the production build has no reference to the mock backend.
// Below the fold and after the first paint: the footer's cookie, contact and region links, the country prompt's gate.
const FooterLinks = lazy(() => import('../features/consent/FooterLinks'));
const CountryPromptGate = lazy(() => import('../features/region/CountryPromptGate'));
// Loads right after the first paint, long before anyone goes offline; the installed app has it precached.
const OfflineBanner = lazy(() => import('../app/OfflineBanner'));
const DevMenu = import.meta.env.VITE_MOCKS === 'true' ? lazy(() => import('../features/dev/DevMenu')) : null;
// The signed-in user's menu (picture, name, account links) loads with its data, after the first paint.
const UserMenu = lazy(() => import('../features/account/UserMenu').then((m) => ({ default: m.UserMenu })));
const PhoneUserLinks = lazy(() => import('../features/account/UserMenu').then((m) => ({ default: m.PhoneUserLinks })));

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: globalSearchSchema,
  loaderDeps: ({ search }) => modalDeps(search),
  // The open modal's chunk and data start with the page's (a deep link needs one round); the page does not wait for
  // them, but it does wait for the signed-in user's time zone, on every route (modals show times on public pages too),
  // and, on a first visit, for the cookie banner's chunk, which paints with the page.
  loader: ({ context, deps }) => {
    preloadModal(deps, { queryClient: context.queryClient, viewer: getSession()?.userType ?? null });
    return Promise.all([ensureAll(context.queryClient, userTimeZoneQueries()), loadBannerIfShown()]);
  },
  component: Root,
  // A slow first load keeps the header index.html painted (decision 0074).
  pendingComponent: () => (
    <PageLayout>
      <LoadingBlock />
    </PageLayout>
  ),
  errorComponent: RootErrorPage,
  notFoundComponent: NotFoundPage,
});

// The messages link's unread badge, loaded after the page so that no route's first chunk grows.
const UnreadBadge = lazy(() => import('../features/messages/UnreadBadge').then((m) => ({ default: m.UnreadBadge })));
const navExtras = {
  '/messages/': (
    <Suspense fallback={null}>
      <UnreadBadge />
    </Suspense>
  ),
};

function Root() {
  const session = useSession();
  return (
    <>
      <PageLayout
        navExtras={navExtras}
        userMenu={
          session && (
            <Suspense fallback={null}>
              <UserMenu userType={session.userType} />
            </Suspense>
          )
        }
        phoneUserLinks={
          session && (
            <Suspense fallback={null}>
              <PhoneUserLinks userType={session.userType} />
            </Suspense>
          )
        }
        footerExtra={
          <AfterFirstPaint>
            <Suspense fallback={null}>
              <FooterLinks />
              {DevMenu && <DevMenu />}
            </Suspense>
          </AfterFirstPaint>
        }
      >
        <ZoneGate>
          <Outlet />
        </ZoneGate>
      </PageLayout>
      <ZoneGate fallback={null}>
        <ModalHost />
      </ZoneGate>
      <CookieConsent />
      <AfterFirstPaint>
        <Toaster />
        <Suspense fallback={null}>
          <OfflineBanner />
          <CountryPromptGate />
        </Suspense>
      </AfterFirstPaint>
    </>
  );
}
