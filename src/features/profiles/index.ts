// The profiles area's public face: /account/ (the profile, the account tabs), the header's user menu and the
// signed-in user's name and picture.
export { AccountLayout } from './AccountLayout';
export { ProfilePage } from './ProfilePage';
export { preloadProfileForm } from './form-chunks';
export { ownProfileQuery, profilePageQueries } from './queries';
export { OwnAvatar } from './OwnAvatar';
export { profileModals } from './modals';
