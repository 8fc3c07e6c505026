import { defineModal } from '../../lib/modal-descriptor';

/** The account's modals: signing out, and the settings' e-mail change and deletion. */
export const accountModals = [
  defineModal({ name: 'sign-out', params: {}, load: () => import('./SignOutModal') }),
  // Change the e-mail address with a 6-digit code.
  defineModal({ name: 'update-email', params: {}, load: () => import('./ChangeEmailModal') }),
  // Delete the account (the password unless social).
  defineModal({ name: 'delete-account', params: {}, load: () => import('./DeleteAccountModal') }),
];
