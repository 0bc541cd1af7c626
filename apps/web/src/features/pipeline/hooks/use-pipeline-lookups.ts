import { useStages } from './use-board';
import { useWorkspaceDetail } from './use-workspaces';

/** Stages and members (for names) and whether the caller may change items. */
export function usePipelineLookups(workspaceId: number) {
  const stages = useStages(workspaceId);
  const workspace = useWorkspaceDetail(workspaceId);
  const data =
    stages.data && workspace.data
      ? { stages: stages.data, members: workspace.data.members }
      : undefined;
  return {
    data,
    canWrite: workspace.data?.permissions.includes('pipeline.write') ?? false,
    error: stages.error ?? workspace.error,
  };
}
