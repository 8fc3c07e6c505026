import { defineModal } from '../../lib/modal-descriptor';

/** The modals of signing in and out. */
export const authModals = [defineModal({ name: 'sign-out', params: {}, load: () => import('./SignOutModal') })];
