import { useMutation } from '@tanstack/react-query';
import {
  BID_CRITERION_EVIDENCE,
  BID_SCORE_MAX,
  type BidCriterion,
  type ScorecardResponse,
  type WinFactor,
} from '@wac/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { getErrorMessage } from '@/lib/api-error';
import { saveItemScores } from './api/scorecard';
import { DecisionForm } from './components/decision-form';
import { ScorecardWeights } from './components/scorecard-weights';

const SCORE_OPTIONS = Array.from({ length: BID_SCORE_MAX + 1 }, (_, score) => ({
  value: String(score),
  label: `${score} of ${BID_SCORE_MAX}`,
}));

type Draft = Record<string, { score: string; note: string }>;
const draftOf = (card: ScorecardResponse): Draft =>
  Object.fromEntries(
    card.criteria.map((c) => [
      c.id,
      { score: c.score === null ? '' : String(c.score), note: c.note ?? '' },
    ]),
  );

/**
 * The bid/no-bid scorecard of one pipeline item (issue 30, ADR 0221): each criterion scored with
 * the estimator's findings beside it, the weighted recommendation, and the decision with its
 * reason saved on the item. The pipeline board and the opportunity page both show it.
 */
export function ItemScorecard({
  workspaceId,
  scorecard,
  evidence = [],
  onChange,
  onReload,
}: {
  workspaceId: number;
  scorecard: ScorecardResponse;
  /** The win-probability estimate's factors, shown beside the criteria they inform. */
  evidence?: WinFactor[];
  onChange: (scorecard: ScorecardResponse) => void;
  /** Reads the scorecard again (after the weights change). */
  onReload: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(scorecard));
  const save = useMutation({
    mutationFn: () =>
      saveItemScores(
        workspaceId,
        scorecard.item.id,
        Object.fromEntries(
          Object.entries(draft).map(([id, { score, note }]) => [
            id,
            { score: score === '' ? null : Number(score), note: note || null },
          ]),
        ),
      ),
    onSuccess: onChange,
  });
  const findings = (id: BidCriterion) =>
    evidence.filter((factor) => BID_CRITERION_EVIDENCE[id].includes(factor.id));
  const set = (id: string, field: 'score' | 'note', value: string) =>
    setDraft((current) => ({ ...current, [id]: { ...current[id]!, [field]: value } }));

  return (
    <div className="space-y-5">
      <ul className="divide-y divide-line">
        {scorecard.criteria.map((criterion) => (
          <li key={criterion.id} className="grid gap-3 py-4 first:pt-0 sm:grid-cols-2">
            <div>
              <h4 className="font-semibold">
                {criterion.label}{' '}
                <span className="font-normal text-fg-muted">· weight {criterion.weight}</span>
              </h4>
              {findings(criterion.id).map((factor) => (
                <p key={factor.id} className="mt-1 text-sm text-fg-muted">
                  {factor.finding}
                </p>
              ))}
              {findings(criterion.id).length === 0 && (
                <p className="mt-1 text-sm text-fg-muted">
                  No finding from the award data for this criterion.
                </p>
              )}
            </div>
            <div className="space-y-2">
              <SelectField
                label={`${criterion.label} score`}
                placeholder="Not scored"
                options={SCORE_OPTIONS}
                value={draft[criterion.id]?.score ?? ''}
                onChange={(event) => set(criterion.id, 'score', event.target.value)}
              />
              <TextField
                label={`${criterion.label} note`}
                isOptional
                maxLength={500}
                value={draft[criterion.id]?.note ?? ''}
                onChange={(event) => set(criterion.id, 'note', event.target.value)}
              />
            </div>
          </li>
        ))}
      </ul>
      {save.isError && (
        <Alert tone="error" title="The scores were not saved">
          {getErrorMessage(save.error, 'Please try again.')}
        </Alert>
      )}
      <Button onClick={() => save.mutate()} disabled={save.isPending}>
        {save.isPending ? 'Saving scores…' : 'Save scores'}
      </Button>
      <div className="rounded-xl bg-brand-soft px-4 py-3 text-brand-soft-fg" role="status">
        <p className="font-semibold">Recommendation</p>
        <p className="text-sm">{scorecard.recommendation_text}</p>
      </div>
      <DecisionForm workspaceId={workspaceId} scorecard={scorecard} onChange={onChange} />
      <ScorecardWeights workspaceId={workspaceId} scorecard={scorecard} onSaved={onReload} />
    </div>
  );
}
