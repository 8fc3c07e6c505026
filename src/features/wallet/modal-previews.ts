import type { ModalPreviews } from '../../lib/modal-preview';
import type { walletModals } from './modals';

const wallet = { page: '/wallet/', viewers: ['client'] } as const;

export const walletModalPreviews: ModalPreviews<typeof walletModals> = {
  'wallet-topup': wallet,
  'wallet-topup-card': wallet,
  'wallet-topup-transfer': wallet,
  'wallet-topup-sent': wallet,
};
