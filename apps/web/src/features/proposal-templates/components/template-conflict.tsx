import type { ProposalTemplate, SaveProposalTemplateRequest } from '@wac/contract';
import { ComparisonTable } from '@/components/comparison-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatDateTimeUk } from '@/lib/format';
import { diffTemplates } from '../utils/template-conflict';

/**
 * A save refused with 409 (ADR 0280): what you typed against the version a teammate saved, and
 * the two ways on: keep yours (saved as the next version, theirs stays in the history) or take
 * theirs (your typing is dropped).
 */
export function TemplateConflict({
  mine,
  theirs,
  isSaving,
  onKeepMine,
  onTakeTheirs,
}: {
  mine: SaveProposalTemplateRequest;
  theirs: ProposalTemplate;
  isSaving: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const differences = diffTemplates(mine, theirs);
  const who = theirs.updated_by ?? 'A teammate';
  return (
    <Alert tone="error" title="Someone else saved this template while you were editing it.">
      <p>
        {who} saved version {theirs.version} at {formatDateTimeUk(theirs.updated_at)}.
      </p>
      {differences.length > 0 ? (
        <ComparisonTable
          fields={differences}
          mineLabel="What you typed"
          theirsLabel={`Version ${theirs.version}`}
        />
      ) : (
        <p>Their version matches what you typed.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onKeepMine} disabled={isSaving}>
          Keep mine as version {theirs.version + 1}
        </Button>
        <Button size="sm" variant="secondary" onClick={onTakeTheirs} disabled={isSaving}>
          Take theirs
        </Button>
      </div>
    </Alert>
  );
}
