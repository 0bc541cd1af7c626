import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertProfileRequest } from '@wac/contract';
import { useAuth } from '@/features/auth/hooks/use-auth';
import {
  ALERT_PROFILES_QUERY_KEY,
  createAlertProfile,
  deleteAlertProfile,
  getAlertProfiles,
  updateAlertProfile,
} from '../api/alert-profiles-api';

/** The signed-in user's profiles; idle for anonymous visitors and free users. */
export function useAlertProfiles(isEnabled: boolean) {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: ALERT_PROFILES_QUERY_KEY,
    queryFn: getAlertProfiles,
    enabled: isAuthenticated && isEnabled,
  });
}

/** Creates (no id) or replaces (id) a profile; the list reloads afterwards (section 4). */
export function useSaveAlertProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AlertProfileRequest }) =>
      id === null ? createAlertProfile(body) : updateAlertProfile(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERT_PROFILES_QUERY_KEY }),
  });
}

/** Deletes a profile; the list reloads afterwards (section 4). */
export function useDeleteAlertProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAlertProfile(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERT_PROFILES_QUERY_KEY }),
  });
}
