// The profiles area's public face: /account/ (the profile form and the picture) and the signed-in user's name and
// picture.
export { ProfilePage } from './ProfilePage';
export { preloadProfileForm } from './form-chunks';
export { ownProfileQuery, profilePageQueries, requiredProfilePageQuery, useOwnIdentity } from './queries';
export { OwnAvatar } from './OwnAvatar';
export { profileModals } from './modals';
