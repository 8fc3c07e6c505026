import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { clearSession } from '../../lib/session';

/** Logout: clears the session (token, user type, active flag, local storage, impersonation cookie) and the cache, then `/`. */
export function useSignOut() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return async function signOut() {
    clearSession();
    // Leave the signed-in page before dropping its cached data, so that it does not fetch again without a token.
    await router.navigate({ to: '/', replace: true });
    queryClient.clear();
  };
}
