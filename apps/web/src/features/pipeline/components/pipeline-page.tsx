import { useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { PageLoading } from '@/components/layout/page-loading';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { buildLoginPath, buildPipelinePath, paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getErrorMessage } from '@/lib/api-error';
import { rememberWorkspace, useWorkspaces } from '../hooks/use-workspaces';
import { BoardView } from './board/board-view';
import { NoWorkspace } from './no-workspace';
import { TableView } from './table/table-view';
import { type PipelineView, ViewTabs } from './view-tabs';
import { WorkspaceSwitcher } from './workspace-switcher';

/** /pipeline: the workspace's board or table (issue 29, ADR 0195). */
export function PipelinePage() {
  const { isAuthenticated, isLoading: isAuthLoading, token } = useAuth();
  const { workspaces, current, planNeeded, isLoading, error } = useWorkspaces();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const view: PipelineView = searchParams.get('view') === 'table' ? 'table' : 'board';
  // The address names the workspace once chosen, so a link to a team's pipeline opens that one.
  const asked = workspaces.find(
    (workspace) => String(workspace.id) === searchParams.get('workspace'),
  );
  const workspace = asked ?? current;

  if (!isAuthenticated && isAuthLoading && token) return <PageLoading />;
  if (!isAuthenticated) {
    return (
      <PageContainer>
        <h1 className="text-3xl font-bold tracking-tight">Pipeline</h1>
        <p className="mt-4 text-fg-muted">Please log in to use the pipeline.</p>
        <ButtonLink to={buildLoginPath({ next: paths.pipeline })} className="mt-4">
          Go to Login
        </ButtonLink>
      </PageContainer>
    );
  }
  const switchTo = (workspaceId: number) => {
    rememberWorkspace(workspaceId);
    navigate(buildPipelinePath(workspaceId, view));
  };
  return (
    <PageContainer className="space-y-6 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Pipeline</h1>
          {workspace && <p className="mt-1 text-fg-muted">{workspace.name}</p>}
        </div>
        {workspace && (
          <div className="flex flex-wrap items-center gap-3">
            <WorkspaceSwitcher
              workspaces={workspaces}
              currentId={workspace.id}
              onChange={switchTo}
            />
            <ViewTabs workspaceId={workspace.id} view={view} />
          </div>
        )}
      </div>
      {error ? (
        <Alert tone="error">{getErrorMessage(error, 'Your workspaces could not be loaded.')}</Alert>
      ) : isLoading ? (
        <PageLoading />
      ) : !workspace ? (
        <NoWorkspace planNeeded={planNeeded} />
      ) : view === 'table' ? (
        <TableView key={workspace.id} workspaceId={workspace.id} />
      ) : (
        <BoardView key={workspace.id} workspaceId={workspace.id} />
      )}
    </PageContainer>
  );
}
