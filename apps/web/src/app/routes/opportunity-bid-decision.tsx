import { workspaceHasFeature } from '@wac/contract/workspace-features';
import { OpportunityScorecard } from '@/features/pipeline/components/opportunity-scorecard';
import { StartResponse } from '@/features/proposal-templates/components/start-response';
import { WinProbabilityPanel } from '@/features/win-probability/components/win-probability-panel';
import { useWinProbability } from '@/features/win-probability/hooks/use-win-probability';
import { useBidWorkspace } from '@/features/workspaces/hooks/use-bid-workspace';

/**
 * The bid decision on an opportunity for plans with the estimator (issue 30): composed here, at
 * the app layer, from the workspace, win-probability, pipeline and proposal template features.
 */
export function OpportunityBidDecision({
  wacId,
  onAddedToPipeline,
}: {
  wacId: string;
  /** The page refreshes its own "In pipeline" link and watch line. */
  onAddedToPipeline?: () => void;
}) {
  const workspace = useBidWorkspace(true);
  if (workspace.isPending) return null;
  if (!workspace.data) {
    return <p className="text-sm text-fg-muted">The win-probability estimate needs a workspace.</p>;
  }
  return (
    <div className="space-y-8">
      <BidDecision
        workspaceId={workspace.data.id}
        wacId={wacId}
        onAddedToPipeline={onAddedToPipeline}
      />
      {workspaceHasFeature(workspace.data.tier, 'proposal_templates') && (
        <section aria-labelledby="start-response-heading" className="space-y-3">
          <h3 id="start-response-heading" className="text-base font-semibold">
            Response
          </h3>
          <StartResponse workspaceId={workspace.data.id} wacId={wacId} />
        </section>
      )}
    </div>
  );
}

function BidDecision({
  workspaceId,
  wacId,
  onAddedToPipeline,
}: {
  workspaceId: number;
  wacId: string;
  onAddedToPipeline?: () => void;
}) {
  // The same query as the panel's: the scorecard shows the estimate's findings by its criteria.
  const estimate = useWinProbability(workspaceId, wacId);
  return (
    <div className="space-y-8">
      <section aria-labelledby="win-probability-heading" className="space-y-3">
        <h3 id="win-probability-heading" className="text-base font-semibold">
          Win probability
        </h3>
        <WinProbabilityPanel workspaceId={workspaceId} wacId={wacId} />
      </section>
      <section aria-labelledby="scorecard-heading" className="space-y-3">
        <h3 id="scorecard-heading" className="text-base font-semibold">
          Bid/no-bid scorecard
        </h3>
        <OpportunityScorecard
          workspaceId={workspaceId}
          wacId={wacId}
          evidence={estimate.data?.factors}
          onAdded={onAddedToPipeline}
        />
      </section>
    </div>
  );
}
