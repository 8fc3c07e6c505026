import { useQueryClient } from '@tanstack/react-query';
import { getDeleteClientProfilePictureMutationOptions } from '../../../generated/api/client/delete-client-profile-picture';
import { getSelectClientAvatarMutationOptions } from '../../../generated/api/client/select-client-avatar';
import { getUploadClientProfilePictureMutationOptions } from '../../../generated/api/client/upload-client-profile-picture';
import { getDeleteProviderPhotoMutationOptions } from '../../../generated/api/provider/delete-provider-photo';
import { getUpdateProviderPhotoMutationOptions } from '../../../generated/api/provider/update-provider-photo';
import { useSend } from '../../lib/mutation';
import { useSession } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { showNewPicture } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * The picture's calls for the signed-in user type: upload (multipart `file`), delete, and the client's avatar. Each
 * puts the new URL into the cached profile at once (header, overview, profile page), then refreshes the profile
 * and, for a provider, the public therapist pages.
 */
export function usePictureCalls(onDone: () => void) {
  const t = useT(messages);
  const queryClient = useQueryClient();
  // The picture modals are opened above the sign-in guard (the modal host), so the stored session says whose picture
  // it is (decision 0025). Signed out, no call is made.
  const userType = useSession()?.userType;
  const refresh = userType ? [userType] : [];
  const changed = (photoUrl: string | null, message: 'profiles.changed' | 'profiles.deleted') => {
    if (userType) showNewPicture(queryClient, userType, photoUrl);
    toastSuccess(t(message));
    onDone();
  };
  const clientUpload = useSend(getUploadClientProfilePictureMutationOptions(), {
    refresh,
    onSuccess: (data) => changed(data.photoUrl, 'profiles.changed'),
  });
  const providerUpload = useSend(getUpdateProviderPhotoMutationOptions(), {
    refresh,
    onSuccess: (data) => changed(data.photo, 'profiles.changed'),
  });
  const clientDelete = useSend(getDeleteClientProfilePictureMutationOptions(), {
    refresh,
    onSuccess: () => changed(null, 'profiles.deleted'),
  });
  const providerDelete = useSend(getDeleteProviderPhotoMutationOptions(), {
    refresh,
    onSuccess: () => changed(null, 'profiles.deleted'),
  });
  const avatar = useSend(getSelectClientAvatarMutationOptions(), {
    refresh,
    onSuccess: (data) => changed(data.photoUrl, 'profiles.changed'),
  });
  const isClient = userType === 'client';
  const isProvider = userType === 'provider';
  return {
    upload: async (file: Blob) => {
      if (isClient) await clientUpload.send({ data: { file } });
      if (isProvider) await providerUpload.send({ data: { file } });
    },
    uploading: clientUpload.busy || providerUpload.busy,
    remove: async () => {
      if (isClient) await clientDelete.send();
      if (isProvider) await providerDelete.send();
    },
    removing: clientDelete.busy || providerDelete.busy,
    chooseAvatar: (avatarIdentifier: string) => avatar.send({ avatarIdentifier }),
    choosing: avatar.busy,
  };
}
