/**
 * Profile photo and cover on Edit profile: each goes through the signed upload
 * (features/files), then PUT /api/user/profile with only that photo. A failed upload or save
 * shows MSG.profilePictureUploadError and keeps the previous picture.
 */
import { useState } from 'react';
import { MSG, type FileReference } from '@wbn/contract/constants';
import type { Photo, UserProfile } from '@wbn/contract/schemas';
import { toast } from '~/lib/toast';
import { ImagePicker } from '~/features/files/public';
import { useUpdateProfile } from '../api/update-profile';

type Kind = 'profilePhoto' | 'coverPhoto';

const asPhoto = (ref: FileReference): Photo => ({ url: ref.url, versions: ref.versions });

export function ProfilePhotos({
  profile,
  disabled,
  onUploadingChange,
}: {
  profile: UserProfile;
  disabled: boolean;
  onUploadingChange: (on: boolean) => void;
}) {
  const update = useUpdateProfile();
  const [photos, setPhotos] = useState<Record<Kind, Photo | null>>({
    profilePhoto: profile.profilePhoto,
    coverPhoto: profile.coverPhoto,
  });
  const [error, setError] = useState<string | null>(null);

  const save = (kind: Kind, ref: FileReference | null) => {
    if (!ref) return;
    const before = photos[kind];
    const photo = asPhoto(ref);
    setError(null);
    setPhotos((p) => ({ ...p, [kind]: photo }));
    onUploadingChange(true);
    update.mutate(
      { [kind]: photo },
      {
        onSuccess: () => toast.success(MSG.toastSuccessDefault),
        onError: () => {
          setPhotos((p) => ({ ...p, [kind]: before }));
          setError(MSG.profilePictureUploadError);
          toast.error(MSG.profilePictureUploadError);
        },
        onSettled: () => onUploadingChange(false),
      },
    );
  };

  return (
    <div className="space-y-3">
      <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
        <ImagePicker
          label="Profile photo"
          target={{ kind: 'user' }}
          shape="circle"
          value={photos.profilePhoto}
          onChange={(ref) => save('profilePhoto', ref)}
          onUploadingChange={onUploadingChange}
          disabled={disabled}
        />
        <ImagePicker
          label="Cover photo"
          target={{ kind: 'user' }}
          shape="wide"
          value={photos.coverPhoto}
          onChange={(ref) => save('coverPhoto', ref)}
          onUploadingChange={onUploadingChange}
          disabled={disabled}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
