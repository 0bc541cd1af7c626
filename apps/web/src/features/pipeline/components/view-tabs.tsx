import { Link } from 'react-router';
import { buildPipelinePath } from '@/config/paths';
import { cn } from '@/lib/class-names';

export type PipelineView = 'board' | 'table';

/** Board or table: two links, so each view has its own address. */
export function ViewTabs({ workspaceId, view }: { workspaceId: number; view: PipelineView }) {
  const tab = (value: PipelineView, label: string) => (
    <Link
      to={buildPipelinePath(workspaceId, value)}
      aria-current={view === value ? 'page' : undefined}
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium',
        view === value ? 'bg-surface text-fg shadow-sm' : 'text-fg-muted hover:text-fg',
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Pipeline views" className="inline-flex rounded-lg bg-surface-muted p-1">
      {tab('board', 'Board')}
      {tab('table', 'Table')}
    </nav>
  );
}
