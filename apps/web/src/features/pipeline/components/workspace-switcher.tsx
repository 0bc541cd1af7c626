import type { WorkspaceSummary } from '@wac/contract';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { cn } from '@/lib/class-names';

/**
 * Shown only to people in more than one workspace: whose pipeline to open. Each names its kind:
 * a team workspace made from a personal one keeps the owner's name, as does the new personal one.
 */
export function WorkspaceSwitcher({
  workspaces,
  currentId,
  onChange,
}: {
  workspaces: WorkspaceSummary[];
  currentId: number;
  onChange: (workspaceId: number) => void;
}) {
  if (workspaces.length < 2) return null;
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      Workspace
      <select
        value={currentId}
        onChange={(event) => onChange(Number(event.target.value))}
        className={cn(INPUT_CLASS, 'w-auto max-w-64 pr-8')}
      >
        {workspaces.map((workspace) => (
          <option key={workspace.id} value={workspace.id}>
            {workspace.name} ({workspace.kind === 'team' ? 'team' : 'personal'})
          </option>
        ))}
      </select>
    </label>
  );
}
