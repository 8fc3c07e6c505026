import type { RoutePreviews } from '../../lib/modal-preview';

/** How the checks open this feature's pages (src/lib/modal-preview.ts). */
export const verificationRoutePreviews: RoutePreviews = {
  '/_authenticated/setup': { viewers: ['provider'] },
  '/_authenticated/account/credentials': { viewers: ['provider'] },
  '/_authenticated/account/experience': { viewers: ['provider'] },
  '/_authenticated/account/fees': { viewers: ['provider'] },
  '/_authenticated/account/payouts': { viewers: ['provider'] },
  '/_authenticated/account/verification': { viewers: ['provider'] },
};
