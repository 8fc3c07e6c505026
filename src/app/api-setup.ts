import type { QueryClient } from '@tanstack/react-query';
import { toastMessage } from '../lib/toast';
import { configureApiClient } from '../lib/api-client';
import { intl, requestContext } from '../lib/i18n';
import { getSession, isExpired } from '../lib/session';
import { signOut } from '../lib/sign-out';
import type { AppRouter } from './router';

/**
 * A 401 UNAUTHORIZED_ACCESS (or an expired token, before the call): forget everything but what the open dialog's form
 * holds, and go to `/login/?redirect=<current path>`.
 */
export function forceSignIn(router: AppRouter, queryClient: QueryClient): void {
  const { pathname, href } = router.state.location;
  // What the open dialog holds comes back once the same user has signed in again (decision 0006).
  if (pathname.startsWith('/login')) {
    void signOut(queryClient, { keepOpenForms: true });
    return;
  }
  toastMessage('info', intl.formatMessage({ id: 'session.expired' }), 'session-expired');
  void signOut(queryClient, {
    keepOpenForms: true,
    leave: () => router.navigate({ to: '/login/', search: { redirect: href }, replace: true }),
  });
}

/** Connects the generated client to the session, the locale cookies and the forced sign-in. */
export function connectApiClient(router: AppRouter, queryClient: QueryClient): void {
  configureApiClient({
    getToken: () => getSession()?.token ?? null,
    isTokenExpired: () => isExpired(getSession()),
    getRequestContext: requestContext,
    onUnauthorized: () => forceSignIn(router, queryClient),
    genericErrorMessage: () => intl.formatMessage({ id: 'errors.generic' }),
  });
}
