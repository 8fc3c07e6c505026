import type { QueryClient } from '@tanstack/react-query';
import { intl } from '../lib/i18n';
import { onSessionChangedElsewhere } from '../lib/session';
import { signOut } from '../lib/sign-out';
import { toastMessage } from '../lib/toast';
import type { AppRouter } from './router';

/**
 * Several tabs are one session (the token lives in localStorage): when another tab signs out, this one drops every
 * cached response and leaves a signed-in page for `/login/?redirect=<that page>`; when the account changes under it,
 * it drops the cache and loads the page again as the new account.
 */
export function followSessionAcrossTabs(router: AppRouter, queryClient: QueryClient): () => void {
  return onSessionChangedElsewhere((previous, next) => {
    const { href } = router.state.location;
    const onPrivatePage = router.state.matches.some((match) => match.routeId.startsWith('/_authenticated'));
    if (previous && !next && onPrivatePage) {
      toastMessage('info', intl.formatMessage({ id: 'session.signedOutElsewhere' }), 'signed-out-elsewhere');
      void signOut(queryClient, {
        leave: () => router.navigate({ to: '/login/', search: { redirect: href }, replace: true }),
      });
      return;
    }
    // Signed out elsewhere: this tab's drafts and saved answers go too; a switched account keeps its new session.
    if (!next) void signOut(queryClient);
    else {
      void queryClient.cancelQueries();
      queryClient.clear();
    }
    void router.invalidate();
  });
}
