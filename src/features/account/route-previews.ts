import type { RoutePreviews } from '../../lib/modal-preview';

/** How the checks open this feature's pages (src/lib/modal-preview.ts). */
export const accountRoutePreviews: RoutePreviews = {
  // The e-mails' links carry a token the backend checks.
  '/reset-password': { url: '/reset-password/?token={token}' },
  '/verify-email': { url: '/verify-email/?token={token}' },
};
