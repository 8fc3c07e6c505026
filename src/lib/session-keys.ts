/** Where login keeps the session in localStorage. */
export const storageKeys = {
  token: 'token',
  expiresAt: 'tokenExpiresAt',
  isActive: 'isAccountActive',
  userType: 'userType',
  /** The signed-in user's identifier: whose drafts a dialog may restore (lib/drafts.ts). */
  userId: 'userIdentifier',
} as const;

/**
 * Whether storage holds a session: a token, its expiry and a user type the app knows. It refers to nothing but its
 * arguments: the pre-paint check of a prerendered page runs its source as is (scripts/prerender-plugin.ts).
 */
export function hasStoredSession(getItem: (key: string) => string | null, keys: typeof storageKeys): boolean {
  const userType = getItem(keys.userType);
  return Boolean(getItem(keys.token) && getItem(keys.expiresAt) && (userType === 'client' || userType === 'provider'));
}
