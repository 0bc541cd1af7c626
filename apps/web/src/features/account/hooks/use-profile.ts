import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest } from '@wac/contract';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getProfile, PROFILE_QUERY_KEY, updateProfile } from '../api/profile-api';

export function useProfile() {
  const { isAuthenticated } = useAuth();
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile, enabled: isAuthenticated });
}

/** Saves the profile, then refreshes the signed-in user so the header shows the new name. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => updateProfile(body),
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      await refreshUser();
    },
  });
}
