import type { ModalPreviews } from '../../lib/modal-preview';
import type { regionModals } from './modals';

const home = { page: '/', viewers: ['signed-out'] } as const;

export const regionModalPreviews: ModalPreviews<typeof regionModals> = {
  location: home,
  'active-country': home,
  'country-language': home,
};
