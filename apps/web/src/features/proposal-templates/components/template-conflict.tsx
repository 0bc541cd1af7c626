import type { ProposalTemplate, SaveProposalTemplateRequest } from '@wac/contract';
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
        <table className="mt-2 w-full table-fixed text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="w-20 py-1 pr-2 font-semibold sm:w-32 sm:pr-3">
                Field
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                What you typed
              </th>
              <th scope="col" className="py-1 font-semibold">
                Version {theirs.version}
              </th>
            </tr>
          </thead>
          <tbody>
            {differences.map((difference) => (
              <tr key={difference.key} className="border-t border-current/20 align-top">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {difference.label}
                </th>
                <td className="py-1 pr-3 break-words">
                  <div className="space-y-1.5">
                    {difference.mine.map((line) => (
                      <p key={line}>{line}</p>
                    ))}
                  </div>
                </td>
                <td className="py-1 break-words">
                  <div className="space-y-1.5">
                    {difference.theirs.map((line) => (
                      <p key={line}>{line}</p>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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
