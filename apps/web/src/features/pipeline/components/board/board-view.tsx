import { Link } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { buildPipelinePath, paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { formatCount } from '@/lib/format';
import { useBoardItems } from '../../hooks/use-board';
import { useMoveItem } from '../../hooks/use-move-item';
import { usePipelineLookups } from '../../hooks/use-pipeline-lookups';
import { MoveConflictNotice } from '../move-conflict-notice';
import { PipelineBoard } from './pipeline-board';

/** The board of a workspace, with what a refused move changed and an empty pipeline's hint. */
export function BoardView({ workspaceId }: { workspaceId: number }) {
  const lookups = usePipelineLookups(workspaceId);
  const board = useBoardItems(workspaceId);
  const mover = useMoveItem(workspaceId);
  const error = lookups.error ?? board.error;
  if (error) {
    return (
      <Alert tone="error">{getErrorMessage(error, 'The pipeline could not be loaded.')}</Alert>
    );
  }
  if (!lookups.data || !board.data) return <PageLoading />;
  const { items, total } = board.data;
  return (
    <div className="space-y-4">
      {mover.conflict && (
        <MoveConflictNotice
          conflict={mover.conflict}
          lookups={lookups.data}
          onDismiss={mover.dismiss}
        />
      )}
      {mover.failure && (
        <Alert tone="error" onDismiss={mover.dismiss}>
          {mover.failure}
        </Alert>
      )}
      {total === 0 && (
        <Alert tone="info" title="Nothing in this pipeline yet">
          <p>Add opportunities from search results, an opportunity’s page or your favourites.</p>
          <ButtonLink to={paths.defaultSearch} variant="secondary" size="sm" className="mt-2">
            Search opportunities
          </ButtonLink>
        </Alert>
      )}
      {total > items.length && (
        <Alert tone="info">
          The board shows the {formatCount(items.length)} items with the soonest deadlines of{' '}
          {formatCount(total)}; the{' '}
          <Link to={buildPipelinePath(workspaceId, 'table')} className="font-semibold underline">
            table
          </Link>{' '}
          lists them all.
        </Alert>
      )}
      <PipelineBoard
        workspaceId={workspaceId}
        items={items}
        lookups={lookups.data}
        canMove={lookups.canWrite}
        onMove={mover.move}
      />
    </div>
  );
}
