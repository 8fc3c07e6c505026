export * from './get-client-profile.ts';
export * from './update-client-profile.ts';
export * from './set-client-emergency-contact.ts';
export * from './upload-client-profile-picture.ts';
export * from './delete-client-profile-picture.ts';
export * from './list-client-avatars.ts';
export * from './select-client-avatar.ts';
export * from './get-client-profile-for-provider.ts';
