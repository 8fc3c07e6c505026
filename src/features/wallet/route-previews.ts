import type { RoutePreviews } from '../../lib/modal-preview';

/** How the checks open this feature's pages (src/lib/modal-preview.ts). */
export const walletRoutePreviews: RoutePreviews = {
  '/_authenticated/wallet/': { viewers: ['client', 'provider'] },
  '/_authenticated/wallet/transactions/$id': { url: '/wallet/transactions/{transaction}/', viewers: ['client'] },
};
