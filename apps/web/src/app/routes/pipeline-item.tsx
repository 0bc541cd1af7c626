import { workspaceHasFeature } from '@wac/contract/workspace-features';
import { PipelineItemPage } from '@/features/pipeline/components/item/pipeline-item-page';
import { StartResponse } from '@/features/proposal-templates/components/start-response';
import { useWorkspace } from '@/features/workspaces/hooks/use-workspace';
import { usePageMeta } from '@/hooks/use-page-meta';

/** "Start a response" on the item, when the workspace's plan has templates (ADR 0247). */
function ItemResponse({ workspaceId, wacId }: { workspaceId: number; wacId: string }) {
  const workspace = useWorkspace(workspaceId, true);
  if (!workspace.data || !workspaceHasFeature(workspace.data.tier, 'proposal_templates')) {
    return null;
  }
  return (
    <div className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <StartResponse workspaceId={workspaceId} wacId={wacId} />
    </div>
  );
}

export default function PipelineItemRoute() {
  usePageMeta({
    title: 'Pipeline item',
    description: 'One opportunity in your pipeline: owner, stage, value and decision.',
  });
  return (
    <PipelineItemPage
      response={(workspaceId, wacId) => <ItemResponse workspaceId={workspaceId} wacId={wacId} />}
    />
  );
}
