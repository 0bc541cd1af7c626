import { Building2, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { PageLoading } from '@/components/layout/page-loading';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { buildLoginPath, buildWorkspacePath, paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getErrorMessage } from '@/lib/api-error';
import { useWorkspaces } from '../hooks/use-workspace';
import { capitalise, ROLE_LABELS } from '../utils/workspace-text';

/** /account/workspaces: the workspaces the user works in, each linking to its settings. */
export function WorkspacesPage() {
  const { isAuthenticated, isLoading, token } = useAuth();
  const query = useWorkspaces(isAuthenticated);
  if (!isAuthenticated && isLoading && token) return <PageLoading />;
  if (!isAuthenticated) {
    return (
      <PageContainer className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">Workspaces</h1>
        <p>Please log in to see your workspaces.</p>
        <ButtonLink to={buildLoginPath({ next: paths.workspaces })}>
          <LogIn aria-hidden className="size-4" />
          Log In
        </ButtonLink>
      </PageContainer>
    );
  }
  if (query.isPending) return <PageLoading />;
  return (
    <PageContainer className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Workspaces</h1>
        <p className="mt-2 text-fg-muted">
          A workspace holds a team's bid pipeline: its members, their roles and its settings.
        </p>
      </div>
      {query.isError ? (
        <Alert tone="error">
          {getErrorMessage(query.error, 'Your workspaces could not be loaded.')}
        </Alert>
      ) : (
        <>
          {query.data.results.length > 0 && (
            <ul className="grid gap-4 sm:grid-cols-2">
              {query.data.results.map((workspace) => (
                <li key={workspace.id}>
                  <Link
                    to={buildWorkspacePath(workspace.id)}
                    className="block rounded-2xl border border-line bg-surface p-5 shadow-sm hover:border-brand"
                  >
                    <span className="flex items-center gap-2 font-semibold break-words text-link">
                      <Building2 aria-hidden className="size-5 shrink-0 text-brand" />
                      {workspace.name}
                    </span>
                    <span className="mt-2 flex flex-wrap gap-2">
                      <Badge tone="brand">{workspace.kind === 'team' ? 'Team' : 'Personal'}</Badge>
                      <Badge tone="premium">{capitalise(workspace.tier)}</Badge>
                      <Badge>{ROLE_LABELS[workspace.my_role]}</Badge>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {query.data.plan_needed && (
            <div className="space-y-3">
              <p>
                {query.data.results.length > 0 ? 'Your own workspace' : 'A workspace'} comes with
                the {capitalise(query.data.plan_needed)} plan and above; a team can also invite you
                to theirs.
              </p>
              <ButtonLink to={paths.pricing} variant="secondary">
                See the plans
              </ButtonLink>
            </div>
          )}
        </>
      )}
    </PageContainer>
  );
}
