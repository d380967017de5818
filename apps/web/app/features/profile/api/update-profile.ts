/**
 * PUT /api/user/profile (Bearer) with the profile fields, or only profilePhoto / coverPhoto after
 * an upload. The answer is the saved profile: it replaces the cached one, and the
 * session's copy (header avatar and name) is reloaded.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest, UserProfile } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { useSessionManager } from '~/lib/session-context';
import { profileKeys } from '~/lib/query-keys/profile';

export const updateProfile = (body: UpdateProfileRequest) =>
  apiRequest<UserProfile>('/api/user/profile', { method: 'PUT', body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const session = useSessionManager();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.own(), profile);
      void queryClient.invalidateQueries({ queryKey: profileKeys.public(profile.userID) });
      void session?.loadProfile();
    },
  });
}
