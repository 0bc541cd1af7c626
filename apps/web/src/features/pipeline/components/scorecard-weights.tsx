import { useMutation } from '@tanstack/react-query';
import { BID_WEIGHT_MAX, type BidCriterion, type ScorecardResponse } from '@wac/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { getErrorMessage } from '@/lib/api-error';
import { saveWeights } from '../api/scorecard';

/** The workspace's weights (owners and admins may change them; the server says if not). */
export function ScorecardWeights({
  workspaceId,
  scorecard,
  onSaved,
}: {
  workspaceId: number;
  scorecard: ScorecardResponse;
  onSaved: () => void;
}) {
  const [weights, setWeights] = useState(() =>
    Object.fromEntries(scorecard.criteria.map((c) => [c.id, String(c.weight)])),
  );
  const save = useMutation({
    mutationFn: () =>
      saveWeights(
        workspaceId,
        Object.fromEntries(Object.entries(weights).map(([id, w]) => [id, Number(w)])) as Record<
          BidCriterion,
          number
        >,
      ),
    onSuccess: onSaved,
  });
  return (
    <details className="rounded-xl border border-line px-4 py-3">
      <summary className="cursor-pointer font-semibold">Workspace weights</summary>
      <p className="mt-2 text-sm text-fg-muted">
        How much each criterion counts in every scorecard of this workspace, from 0 to{' '}
        {BID_WEIGHT_MAX}.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {scorecard.criteria.map((criterion) => (
          <TextField
            key={criterion.id}
            label={`${criterion.label} weight`}
            type="number"
            inputMode="numeric"
            min={0}
            max={BID_WEIGHT_MAX}
            value={weights[criterion.id] ?? ''}
            onChange={(event) =>
              setWeights((current) => ({ ...current, [criterion.id]: event.target.value }))
            }
          />
        ))}
      </div>
      {save.isError && (
        <Alert tone="error" title="The weights were not saved" className="mt-3">
          {getErrorMessage(save.error, 'Please try again.')}
        </Alert>
      )}
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() => save.mutate()}
        disabled={save.isPending}
      >
        {save.isPending ? 'Saving weights…' : 'Save weights'}
      </Button>
    </details>
  );
}
