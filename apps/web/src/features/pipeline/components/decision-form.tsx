import { useMutation } from '@tanstack/react-query';
import { PIPELINE_REASON_MAX_LENGTH, type ScorecardResponse } from '@wac/contract';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { getErrorMessage } from '@/lib/api-error';
import { cn } from '@/lib/class-names';
import { saveDecision } from '../api/scorecard';

type Decision = 'bid' | 'no_bid' | '';

/** The decision and its reason, stored on the pipeline item with its version (ADR 0176). */
export function DecisionForm({
  workspaceId,
  scorecard,
  onChange,
}: {
  workspaceId: number;
  scorecard: ScorecardResponse;
  onChange: (scorecard: ScorecardResponse) => void;
}) {
  const reasonId = useId();
  const [decision, setDecision] = useState<Decision>(scorecard.item.decision ?? '');
  const [reason, setReason] = useState(scorecard.item.decision_reason ?? '');
  const save = useMutation({
    mutationFn: () =>
      saveDecision(workspaceId, scorecard.item, {
        decision: decision === '' ? null : decision,
        decision_reason: reason,
      }),
    onSuccess: (item) => onChange({ ...scorecard, item }),
  });
  return (
    <fieldset className="space-y-3 rounded-xl border border-line p-4">
      <legend className="px-1 font-semibold">Decision</legend>
      <div className="flex flex-wrap gap-4">
        {(
          [
            ['bid', 'Bid'],
            ['no_bid', 'No bid'],
            ['', 'Not decided'],
          ] as const
        ).map(([value, label]) => (
          <label key={label} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`decision-${scorecard.item.id}`}
              checked={decision === value}
              onChange={() => setDecision(value)}
            />
            {label}
          </label>
        ))}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={reasonId} className="block text-sm font-medium">
          Reason <span className="font-normal text-fg-muted">(optional)</span>
        </label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={PIPELINE_REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
          className={cn(INPUT_CLASS, 'h-24 py-2')}
        />
      </div>
      {save.isError && (
        <Alert tone="error" title="The decision was not saved">
          {getErrorMessage(save.error, 'Please try again.')}
        </Alert>
      )}
      {save.isSuccess && !save.isPending && (
        <p className="text-sm text-fg-muted">Decision saved.</p>
      )}
      <Button variant="secondary" onClick={() => save.mutate()} disabled={save.isPending}>
        {save.isPending ? 'Saving decision…' : 'Save decision'}
      </Button>
    </fieldset>
  );
}
