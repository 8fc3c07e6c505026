import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { getLogoutUserMutationOptions } from '../../../generated/api/user/logout-user';
import { useSend } from '../../lib/mutation';
import { hasActiveSession } from '../../lib/session';
import { signOut as forgetEverything } from '../../lib/sign-out';

/** How long sign-out waits for the server to revoke the token before signing out here anyway. */
const REVOKE_WAIT_MS = 5_000;

/**
 * Logout: tells the server (POST /user/logout, so that the token stops working), then forgets everything
 * (lib/sign-out.ts) and goes to `/`. Signing out here never
 * depends on the server: a failed or slow revoke is not shown and does not hold the user (see decision 0025).
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
    await forgetEverything(queryClient, { leave: () => router.navigate({ to: '/', replace: true }) });
  }
  return { signOut, busy: logout.busy };
}
