import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@registry/core/profile';
import { profileEndpoints } from '@registry/core/profile-api';
import { call } from '@/api/call.ts';
import { invalidateSession } from '@/lib/session.ts';

export const fetchUserProfile = (id: number) => call(profileEndpoints.get, { params: { id } });

/** Keyed by the viewer too: the owner's answer carries the account part. */
export const userProfileQuery = (id: number, viewerId: number | null) =>
  queryOptions({ queryKey: ['user-profile', id, viewerId], queryFn: () => fetchUserProfile(id) });

export const useUserProfile = (id: number, viewerId: number | null, enabled = true) =>
  useQuery({ ...userProfileQuery(id, viewerId), enabled });

export const updateUserProfile = (id: number, body: ProfileUpdateInput) =>
  call(profileEndpoints.update, { params: { id }, body });

export function useUpdateProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => updateUserProfile(id, body),
    onSuccess: async (profile) => {
      queryClient.setQueryData(userProfileQuery(id, id).queryKey, profile);
      // The session carries the organisation name and moderation mode.
      await invalidateSession(queryClient);
    },
  });
}
