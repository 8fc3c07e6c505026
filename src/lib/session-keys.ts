/** Where login keeps the session in localStorage. */
export const storageKeys = {
  token: 'token',
  expiresAt: 'tokenExpiresAt',
  isActive: 'isAccountActive',
  userType: 'userType',
  /** The signed-in user's identifier: whose drafts a dialog may restore (lib/drafts.ts). */
  userId: 'userIdentifier',
} as const;
