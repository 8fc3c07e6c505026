import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { getLogoutUserMutationOptions } from '../../../generated/api/user/user';
import { clearDrafts } from '../../lib/drafts';
import { useSend } from '../../lib/mutation';
import { clearSession, hasActiveSession } from '../../lib/session';

/** How long sign-out waits for the server to revoke the token before signing out here anyway. */
const REVOKE_WAIT_MS = 5_000;

/**
 * Logout: tells the server (POST /user/logout, so that the token stops working), then clears the session (token,
 * user type, active flag, local storage, impersonation cookie), the dialogs' drafts and the cache, then `/`. Signing out here never
 * depends on the server: a failed or slow revoke is not shown and does not hold the user (see decision 0026).
 */
export function useSignOut() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const logout = useSend(getLogoutUserMutationOptions(), { handles: () => true });
  async function signOut() {
    if (hasActiveSession()) {
      // Nothing still loading may come back 401 after the revoke and start the forced-logout path instead.
      await queryClient.cancelQueries();
      await Promise.race([logout.send(), new Promise((resolve) => setTimeout(resolve, REVOKE_WAIT_MS))]);
    }
    clearSession();
    clearDrafts();
    // Leave the signed-in page before dropping its cached data, so that it does not fetch again without a token.
    await router.navigate({ to: '/', replace: true });
    queryClient.clear();
  }
  return { signOut, busy: logout.busy };
}
