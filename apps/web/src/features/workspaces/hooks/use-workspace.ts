import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getWorkspace, getWorkspaces } from '../api/workspaces-api';

export const workspaceKey = (id: number) => ['workspace', id] as const;

/** The signed-in user's workspaces. */
export function useWorkspaces(isEnabled: boolean) {
  return useQuery({ queryKey: ['workspaces'], queryFn: getWorkspaces, enabled: isEnabled });
}

/** One workspace with its members, invitations, seats and the caller's permissions. */
export function useWorkspace(id: number, isEnabled: boolean) {
  return useQuery({
    queryKey: workspaceKey(id),
    queryFn: () => getWorkspace(id),
    enabled: isEnabled && Number.isInteger(id) && id > 0,
  });
}

/** A change to the workspace; afterwards the workspace (and the list) are read again. */
export function useWorkspaceChange<T>(id: number, change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKey(id) }),
        queryClient.invalidateQueries({ queryKey: ['workspaces'] }),
      ]);
    },
  });
}
