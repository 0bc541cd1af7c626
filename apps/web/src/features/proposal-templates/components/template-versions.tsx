import type { ProposalTemplate } from '@wac/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-error';
import { formatDateTimeUk } from '@/lib/format';
import { useRestoreVersion, useTemplateVersions } from '../hooks/use-templates';

/** Every saved version, newest first; restoring one saves it again as the newest. */
export function TemplateVersions({
  workspaceId,
  template,
  canWrite,
  onRestored,
}: {
  workspaceId: number;
  template: ProposalTemplate;
  canWrite: boolean;
  onRestored: (restored: ProposalTemplate) => void;
}) {
  const versions = useTemplateVersions(workspaceId, template.id);
  const restore = useRestoreVersion(workspaceId, template.id);
  return (
    <section aria-labelledby="template-versions" className="space-y-3">
      <h3 id="template-versions" className="text-base font-semibold">
        Versions
      </h3>
      {versions.isError && (
        <Alert tone="error">
          {getErrorMessage(versions.error, 'Versions could not be loaded.')}
        </Alert>
      )}
      {restore.isError && (
        <Alert tone="error">
          {getErrorMessage(restore.error, 'The version was not restored.')}
        </Alert>
      )}
      <ol className="divide-y divide-line rounded-lg border border-line">
        {versions.data?.results.map((version) => (
          <li key={version.version} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
            <span className="font-medium">Version {version.version}</span>
            <span className="min-w-0 flex-1 text-fg-muted">
              {formatDateTimeUk(version.created_at)} · {version.created_by ?? 'WAC (starter text)'}
            </span>
            {version.version === template.version ? (
              <span className="text-fg-muted">Current</span>
            ) : (
              canWrite && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={restore.isPending}
                  aria-label={`Restore version ${version.version}`}
                  onClick={() => restore.mutate(version.version, { onSuccess: onRestored })}
                >
                  Restore
                </Button>
              )
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
