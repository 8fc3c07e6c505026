/** Where login keeps the session in localStorage (a module without imports: the demo build's early script reads it too). */
export const storageKeys = {
  token: 'token',
  expiresAt: 'tokenExpiresAt',
  isActive: 'isAccountActive',
  userType: 'userType',
  /** The signed-in user's identifier: whose drafts a dialog may restore (lib/drafts.ts). */
  userId: 'userIdentifier',
} as const;
