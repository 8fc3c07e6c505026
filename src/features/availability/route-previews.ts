import type { RoutePreviews } from '../../lib/modal-preview';

/** How the checks open this feature's pages (src/lib/modal-preview.ts). */
export const availabilityRoutePreviews: RoutePreviews = {
  // A client sees a page saying it is not theirs.
  '/_authenticated/availability': { viewers: ['provider', 'client'] },
};
