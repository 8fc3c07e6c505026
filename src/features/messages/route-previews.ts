import type { RoutePreviews } from '../../lib/modal-preview';

/** How the checks open this feature's pages (src/lib/modal-preview.ts). */
export const messagesRoutePreviews: RoutePreviews = {
  '/_authenticated/messages/$userId': { url: '/messages/{chatUser}/' },
};
