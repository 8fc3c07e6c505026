import type { RoutePreviews } from '../../lib/modal-preview';

/** How the checks open this feature's pages (src/lib/modal-preview.ts): providers only. */
export const insightsRoutePreviews: RoutePreviews = {
  '/_authenticated/insights': { viewers: ['provider'] },
};
