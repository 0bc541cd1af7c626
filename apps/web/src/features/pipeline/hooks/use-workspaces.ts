import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { getWorkspace, getWorkspaces } from '../api/pipeline-api';
import { pipelineKeys } from '../api/query-keys';

/** localStorage: the workspace whose pipeline was last opened (the switcher's choice). */
const CHOSEN_WORKSPACE_KEY = 'pipelineWorkspace';

export function rememberWorkspace(workspaceId: number) {
  writeStorage('local', CHOSEN_WORKSPACE_KEY, String(workspaceId));
}

/**
 * The signed-in user's workspaces and the one in use: the switcher's last choice while the user
 * is still a member of it, else the first. Nothing is asked of the server for visitors.
 */
export function useWorkspaces() {
  const { isAuthenticated, sessionUserId } = useAuth();
  const query = useQuery({
    queryKey: pipelineKeys.workspaces(sessionUserId),
    queryFn: getWorkspaces,
    enabled: isAuthenticated,
    staleTime: 5 * 60_000,
  });
  const workspaces = query.data?.results ?? [];
  const chosen = Number(readStorage('local', CHOSEN_WORKSPACE_KEY));
  const current = workspaces.find((workspace) => workspace.id === chosen) ?? workspaces[0] ?? null;
  return {
    workspaces,
    current,
    planNeeded: query.data?.plan_needed ?? null,
    isLoading: isAuthenticated && query.isPending,
    error: query.error,
  };
}

/** A workspace's members (the owner choices) and what the caller may do there. */
export function useWorkspaceDetail(workspaceId: number) {
  return useQuery({
    queryKey: pipelineKeys.workspace(workspaceId),
    queryFn: () => getWorkspace(workspaceId),
    staleTime: 60_000,
  });
}
