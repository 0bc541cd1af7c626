import { useQuery } from '@tanstack/react-query';
import type { WorkspaceSummary } from '@wac/contract';
import { listWorkspaces } from '../api/list-workspaces';

/** The workspace bid decisions are made in: a team one when the user has it, else their own. */
const pickWorkspace = (workspaces: WorkspaceSummary[]) =>
  workspaces.find((workspace) => workspace.kind === 'team') ?? workspaces[0] ?? null;

export function useBidWorkspace(enabled: boolean) {
  return useQuery({
    queryKey: ['workspaces', 'bid-workspace'],
    queryFn: async () => pickWorkspace((await listWorkspaces()).results),
    enabled,
  });
}
