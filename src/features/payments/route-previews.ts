import type { RoutePreviews } from '../../lib/modal-preview';

/** How the checks open this feature's pages (src/lib/modal-preview.ts). */
export const paymentsRoutePreviews: RoutePreviews = {
  '/_authenticated/payment/$id': { url: '/payment/{booking}/', viewers: ['client'] },
};
