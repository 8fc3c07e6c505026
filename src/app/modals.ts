import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalProps } from '../lib/modal';
import { identifierParam, optionalParam, z } from '../lib/search-params';

/**
 * Every modal the host can open, by the name it has in the URL (`?modal=sign-out`). Each is its own lazy chunk.
 * A feature adds a line here; its component takes ModalProps and renders a ui/Dialog.
 */
export const modals = {
  'sign-out': lazy(() => import('../features/auth/SignOutModal')),
} satisfies Record<string, LazyExoticComponent<ComponentType<ModalProps>>>;

export type ModalName = keyof typeof modals;

const modalNames = Object.keys(modals) as [ModalName, ...ModalName[]];
/**
 * The search params every page accepts; anything malformed is dropped. `modal` (+ `id` for a booking,
 * `participantId` for the edit-review flow) drive the modal host; `state` is what the USA state picker adds to the
 * current page's query.
 */
export const globalSearchSchema = z.object({
  modal: optionalParam(z.enum(modalNames)),
  id: identifierParam,
  participantId: identifierParam,
  state: identifierParam,
});
