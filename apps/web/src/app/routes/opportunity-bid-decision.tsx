import { WinProbabilityPanel } from '@/features/win-probability/components/win-probability-panel';
import { useBidWorkspace } from '@/features/workspaces/hooks/use-bid-workspace';

/**
 * The bid decision on an opportunity for plans with the estimator (issue 30): composed here, at
 * the app layer, from the workspace, win-probability and pipeline features.
 */
export function OpportunityBidDecision({ wacId }: { wacId: string }) {
  const workspace = useBidWorkspace(true);
  if (workspace.isPending) return null;
  if (!workspace.data) {
    return <p className="text-sm text-fg-muted">The win-probability estimate needs a workspace.</p>;
  }
  return <WinProbabilityPanel workspaceId={workspace.data.id} wacId={wacId} />;
}
