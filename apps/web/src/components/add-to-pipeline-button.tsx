import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PipelinePlacement } from '@wac/contract';
import { roleAllows } from '@wac/contract/workspace-permissions';
import { KanbanSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buildPipelineItemPath } from '@/config/paths';
// Like the favourite button, one shared control that reaches into a feature: every opportunity
// card and the detail page offer the same "Add to pipeline" (ADR 0195).
import { addItem } from '@/features/pipeline/api/pipeline-api';
import { pipelineKeys } from '@/features/pipeline/api/query-keys';
import { useWorkspaces } from '@/features/pipeline/hooks/use-workspaces';
import { readConflictItem } from '@/features/pipeline/utils/conflict';
import { getErrorMessage } from '@/lib/api-error';
import { cn } from '@/lib/class-names';
import { Button } from './ui/button';

type Outcome = { itemId: number; text: string } | { error: string };

const LINK =
  'inline-flex min-h-9 items-center gap-2 font-medium text-link underline-offset-4 hover:underline';

/**
 * Adds the opportunity to the pipeline of the workspace in use; shown only to people who may
 * add items to one. Where the server says a workspace of theirs already holds it (`placements`)
 * it links to the item with its stage instead, for readers too; once added (or found there
 * already on adding) it links to the item.
 */
export function AddToPipelineButton({
  opportunityId,
  placements = [],
  className,
}: {
  /** The opportunity's WAC ID. */
  opportunityId: string;
  /** The caller's workspace pipelines already holding it, as the search or detail API says. */
  placements?: readonly PipelinePlacement[];
  className?: string;
}) {
  const { current, workspaces } = useWorkspaces();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const add = useMutation({
    mutationFn: (workspaceId: number) => addItem(workspaceId, opportunityId),
    onSuccess: (item, workspaceId) => {
      setOutcome({ itemId: item.id, text: 'Added to the pipeline' });
      void queryClient.invalidateQueries({ queryKey: pipelineKeys.all(workspaceId) });
    },
    onError: (error) => {
      const existing = readConflictItem(error);
      setOutcome(
        existing
          ? { itemId: existing.id, text: 'Already in the pipeline' }
          : { error: getErrorMessage(error, 'It could not be added. Please try again.') },
      );
    },
  });
  // Only workspaces the caller can still open (a lapsed plan drops out of the list).
  const held = placements.filter((placement) =>
    workspaces.some((workspace) => workspace.id === placement.workspace_id),
  );
  const heldHere = current ? held.find((placement) => placement.workspace_id === current.id) : null;
  const mayAdd = current !== null && roleAllows(current.my_role, 'pipeline.write');
  if (held.length === 0 && !mayAdd) return null;
  const nameOf = (workspaceId: number) =>
    workspaces.find((workspace) => workspace.id === workspaceId)?.name ?? '';
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', className)}>
      {!outcome &&
        held.map((placement) => (
          <Link
            key={placement.workspace_id}
            to={buildPipelineItemPath(placement.workspace_id, placement.item_id)}
            className={LINK}
          >
            <KanbanSquare aria-hidden className="size-4" />
            {`In pipeline: ${placement.stage}`}
            {workspaces.length > 1 ? ` (${nameOf(placement.workspace_id)})` : ''}
          </Link>
        ))}
      {heldHere || !mayAdd || !current ? null : outcome && 'itemId' in outcome ? (
        <Link to={buildPipelineItemPath(current.id, outcome.itemId)} className={LINK}>
          <KanbanSquare aria-hidden className="size-4" />
          {outcome.text}: open it
        </Link>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => add.mutate(current.id)}
          disabled={add.isPending}
        >
          <KanbanSquare aria-hidden className="size-4" />
          Add to pipeline
        </Button>
      )}
      <span
        role="status"
        className={outcome && 'error' in outcome ? 'text-red-700 dark:text-red-300' : 'sr-only'}
      >
        {outcome && ('error' in outcome ? outcome.error : outcome.text)}
      </span>
    </div>
  );
}
