import { useQueryClient } from '@tanstack/react-query';
import type { ScorecardResponse, WinFactor } from '@wac/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-error';
import {
  scorecardQueryKey,
  useAddToPipeline,
  useOpportunityScorecard,
} from '../hooks/use-scorecard';
import { ItemScorecard } from '../item-scorecard';

/** The scorecard of the workspace's pipeline item for this opportunity, or a way to add it. */
export function OpportunityScorecard({
  workspaceId,
  wacId,
  evidence,
  onAdded,
}: {
  workspaceId: number;
  wacId: string;
  evidence?: WinFactor[];
  /** Called once this adds the opportunity to the pipeline (the page's own state shows it). */
  onAdded?: () => void;
}) {
  const queryClient = useQueryClient();
  const query = useOpportunityScorecard(workspaceId, wacId);
  const add = useAddToPipeline(workspaceId, wacId, onAdded);
  const key = scorecardQueryKey(workspaceId, wacId);
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <Alert tone="error" title="The scorecard could not be read">
        {getErrorMessage(query.error, 'Please try again later.')}
      </Alert>
    );
  }
  if (query.data === null) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-fg-muted">
          Add this opportunity to your workspace&apos;s pipeline to score the bid and record your
          decision.
        </p>
        {add.isError && (
          <Alert tone="error" title="It was not added">
            {getErrorMessage(add.error, 'Please try again.')}
          </Alert>
        )}
        <Button variant="secondary" onClick={() => add.mutate()} disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add to pipeline and score'}
        </Button>
      </div>
    );
  }
  return (
    <ItemScorecard
      key={query.data.item.id}
      workspaceId={workspaceId}
      scorecard={query.data}
      evidence={evidence}
      onChange={(scorecard: ScorecardResponse) => queryClient.setQueryData(key, scorecard)}
      onReload={() => queryClient.invalidateQueries({ queryKey: key })}
    />
  );
}
