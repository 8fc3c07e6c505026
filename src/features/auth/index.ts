// The auth area's public face (the login page and the sign-out modal are loaded by their routes and the modal host).
export { useSignOut } from './use-sign-out';
export { authModals } from './modals';
