import type { QueryClient } from '@tanstack/react-query';
import { clearDrafts, keepDrafts } from './drafts';
import { clearSession } from './session';

interface SignOutOptions {
  /** A forced sign-in (a 401, an expired token): what the open dialogs hold comes back to the same user (decision 0006). */
  keepOpenForms?: boolean;
  /**
   * Leaves the signed-in page before its cached data goes, so that it does not fetch again without a token; without it
   * the cache goes at once.
   */
  leave?: () => Promise<unknown>;
}

/**
 * Everything a signed-out app must forget, for every way out (sign-out, a forced or expired sign-in, another tab's
 * sign-out, the demo reset): the session (token, user type, active flag, all of local storage, the cookies), the
 * dialogs' drafts, the installed app's saved answers of every user, and every cached response and pending call.
 */
export async function signOut(queryClient: QueryClient, { keepOpenForms = false, leave }: SignOutOptions = {}) {
  // The drafts are tagged with the user, who is known only until the session goes.
  if (keepOpenForms) keepDrafts();
  else clearDrafts();
  clearSession();
  // Loaded only here and when the app starts offline (lib/offline-cache.ts, decision 0024).
  if (import.meta.env.VITE_PWA === 'true')
    void import('./offline-cache').then(({ clearOfflineCache }) => clearOfflineCache());
  // Nothing still loading may land in the cache of the signed-out app.
  void queryClient.cancelQueries();
  if (leave) await leave();
  queryClient.clear();
}
