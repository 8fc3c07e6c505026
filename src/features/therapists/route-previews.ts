import type { RoutePreviews } from '../../lib/modal-preview';

/** How the checks open this feature's pages (src/lib/modal-preview.ts). */
export const therapistsRoutePreviews: RoutePreviews = {
  '/therapists/$id': { url: '/therapists/{therapist}/' },
};
