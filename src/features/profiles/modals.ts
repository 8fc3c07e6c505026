import { defineModal } from '../../lib/modal-descriptor';

const params = {};

/** The profile picture: pick one, crop it, use an avatar (clients), or delete it. Each step replaces the one before. */
export const profileModals = [
  // Pick a new picture (file or drop), use an avatar (clients), or delete the picture.
  defineModal({ name: 'profile-image', params, load: () => import('./ProfileImageModal') }),
  // Square crop and zoom of the picked image, saved as JPEG.
  defineModal({ name: 'cropper', params, load: () => import('./CropperModal') }),
  // The client's avatar grid.
  defineModal({ name: 'avatar', params, load: () => import('./AvatarModal') }),
  // 'Image Deleted Successfully'.
  defineModal({ name: 'delete-picture', params, load: () => import('./DeletePictureModal') }),
];
