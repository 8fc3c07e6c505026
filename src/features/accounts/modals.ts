import { defineModal } from '../../lib/modal-descriptor';

/** The account settings' modals. */
export const accountModals = [
  // Change the e-mail address with a 6-digit code.
  defineModal({ name: 'update-email', params: {}, load: () => import('./ChangeEmailModal') }),
  // Delete the account (the password unless social).
  defineModal({ name: 'delete-account', params: {}, load: () => import('./DeleteAccountModal') }),
];
