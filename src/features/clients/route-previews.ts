import type { RoutePreviews } from '../../lib/modal-preview';

/** How the checks open this feature's pages (src/lib/modal-preview.ts). */
export const clientsRoutePreviews: RoutePreviews = {
  // A client sees a page saying it is not theirs.
  '/_authenticated/clients/$id': { url: '/clients/{client}/', viewers: ['provider', 'client'] },
};
