import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { getGetUserInfoQueryKey } from '../../../generated/api/user/get-user-info';
import { getLoginUserMutationOptions } from '../../../generated/api/user/login-user';
import type { LoginRequest } from '../../../generated/model';
import { useSend } from '../../lib/mutation';
import { safeRedirect } from '../../lib/redirect';
import { startSession } from '../../lib/session';

/**
 * Logs in, stores the session and goes to the redirect (same-origin paths only) or the overview. A failure shows
 * the error toast (the query client's rule), unless `handles` claims it, and resolves to false, so the form keeps what
 * was typed.
 */
export function useSignIn(redirect: string | undefined, handles?: (error: unknown) => boolean) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const login = useSend(getLoginUserMutationOptions(), {
    handles,
    onSuccess: async (response) => {
      queryClient.clear();
      startSession(response);
      queryClient.setQueryData(getGetUserInfoQueryKey(), response.user);
      await router.navigate({ href: safeRedirect(redirect), replace: true });
    },
  });

  async function signIn(credentials: LoginRequest): Promise<boolean> {
    return (await login.send({ data: credentials })).ok;
  }

  // `error` and `email`: the last failed attempt, for the failures the page shows itself (`handles`).
  return { signIn, pending: login.busy, error: login.error, email: login.variables?.data.email };
}
