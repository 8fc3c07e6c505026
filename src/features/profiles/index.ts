// The profiles area's public face: /account/ (the profile, the account tabs), the header's user menu and the
// signed-in user's name and picture.
export { AccountLayout } from './AccountLayout';
export { ProfilePage } from './ProfilePage';
export { preloadProfileForm } from './form-chunks';
export { accountTabs, tabsFor, type AccountTab } from './account-tabs';
export { avatarsQuery, ownProfileQuery, profilePageQueries, useOwnIdentity } from './queries';
export { OwnAvatar } from './OwnAvatar';
