import type { WorkspaceSummary } from '@wac/contract';
import { roleAllows } from '@wac/contract/workspace-permissions';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { TemplateLibrary } from './template-library';

/**
 * /templates for a signed-in user with workspaces that have templates (the route decides who
 * gets here): a choice of workspace when there are several, then its library.
 */
export function TemplatesPage({ workspaces }: { workspaces: WorkspaceSummary[] }) {
  const selectId = useId();
  const [chosenId, setChosenId] = useState(
    (workspaces.find((workspace) => workspace.kind === 'team') ?? workspaces[0]!).id,
  );
  const workspace = workspaces.find((item) => item.id === chosenId) ?? workspaces[0]!;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">Proposal templates</h1>
          <p className="text-fg-muted">
            Reusable sections for your bids. Write <code className="text-sm">{'{{buyer}}'}</code>,{' '}
            <code className="text-sm">{'{{tender_deadline}}'}</code> and the other merge fields
            where the notice's details belong; "Start a response" on an opportunity or a{' '}
            <Link
              to={paths.pipeline}
              className="font-medium text-link underline-offset-4 hover:underline"
            >
              pipeline
            </Link>{' '}
            item fills them in.
          </p>
        </div>
        {workspaces.length > 1 && (
          <div className="space-y-1.5">
            <label htmlFor={selectId} className="block text-sm font-medium">
              Workspace
            </label>
            <select
              id={selectId}
              value={workspace.id}
              onChange={(event) => setChosenId(Number(event.target.value))}
              className={cn(INPUT_CLASS, 'pr-8')}
            >
              {workspaces.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <TemplateLibrary
        key={workspace.id}
        workspaceId={workspace.id}
        canWrite={roleAllows(workspace.my_role, 'templates.write')}
      />
    </div>
  );
}
