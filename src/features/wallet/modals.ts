import { defineModal } from '../../lib/modal-descriptor';

const params = {};

/** The "wallet top-up": a choice (card or transfer), its path, then the in-progress screen; each replaces the one before. */
export const walletModals = [
  defineModal({ name: 'wallet-topup', params, load: () => import('./TopupModal') }),
  // Balance, amount, Proceed to the card provider.
  defineModal({ name: 'wallet-topup-card', params, load: () => import('./CardTopupModal') }),
  // The client's virtual account, I Have Made The Payment. The names are asked with the account, as without one the
  // modal opens it in them.
  defineModal({
    name: 'wallet-topup-transfer',
    params,
    load: () => import('./TransferTopupModal'),
    queries: () =>
      import('./queries').then(({ userNamesQuery, virtualAccountQuery }) => [virtualAccountQuery(), userNamesQuery()]),
  }),
  // The top-up-in-progress screen (Back to Home).
  defineModal({ name: 'wallet-topup-sent', params, load: () => import('./TopupSentModal') }),
];
