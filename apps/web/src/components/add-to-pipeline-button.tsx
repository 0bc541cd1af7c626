import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/**
 * Adds the opportunity to the pipeline of the workspace in use; shown only to people who may
 * add items to one. Once added (or found there already) it links to the item instead.
 */
export function AddToPipelineButton({
  opportunityId,
  className,
}: {
  /** The opportunity's WAC ID. */
  opportunityId: string;
  className?: string;
}) {
  const { current } = useWorkspaces();
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
  if (!current || !roleAllows(current.my_role, 'pipeline.write')) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', className)}>
      {outcome && 'itemId' in outcome ? (
        <Link
          to={buildPipelineItemPath(current.id, outcome.itemId)}
          className="inline-flex h-9 items-center gap-2 font-medium text-link underline-offset-4 hover:underline"
        >
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
