import { type WorkspaceDetail, workspaceHasFeature } from '@wac/contract';
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { PageLoading } from '@/components/layout/page-loading';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import {
  buildLoginPath,
  buildWorkspaceAnalyticsPath,
  buildWorkspaceAuditPath,
  buildWorkspacePath,
} from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getErrorMessage } from '@/lib/api-error';
import { cn } from '@/lib/class-names';
import { useWorkspace } from '../hooks/use-workspace';
import { capitalise, withArticle } from '../utils/workspace-text';

/** The workspace pages the caller's role and the workspace's plan allow, as tabs. */
function WorkspaceTabs({ workspace }: { workspace: WorkspaceDetail }) {
  const tabs = [
    { label: 'Members and settings', to: buildWorkspacePath(workspace.id), show: true },
    {
      label: 'Analytics',
      to: buildWorkspaceAnalyticsPath(workspace.id),
      show: workspaceHasFeature(workspace.tier, 'pipeline_analytics'),
    },
    {
      label: 'Audit log',
      to: buildWorkspaceAuditPath(workspace.id),
      show:
        workspaceHasFeature(workspace.tier, 'audit_log') &&
        workspace.permissions.includes('audit.read'),
    },
  ].filter((tab) => tab.show);
  return (
    <nav aria-label="Workspace pages" className="mb-6 border-b border-line">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              end
              to={tab.to}
              className={({ isActive }) =>
                cn(
                  'block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                  isActive
                    ? 'border-brand text-fg'
                    : 'border-transparent text-fg-muted hover:text-fg',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of every workspace page: sign-in prompt, loading, the server's refusal in words,
 * then the workspace's name, kind and plan, its tabs and the page.
 */
export function WorkspaceFrame({
  workspaceId,
  children,
}: {
  workspaceId: number;
  children: (workspace: WorkspaceDetail, myUserId: number) => ReactNode;
}) {
  const { pathname } = useLocation();
  const { user, isAuthenticated, isLoading, token } = useAuth();
  const query = useWorkspace(workspaceId, isAuthenticated);
  if (!isAuthenticated && isLoading && token) return <PageLoading />;
  if (!isAuthenticated || !user) {
    return (
      <PageContainer className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">Workspace</h1>
        <p>Please log in to see your workspace.</p>
        <ButtonLink to={buildLoginPath({ next: pathname })}>
          <LogIn aria-hidden className="size-4" />
          Log In
        </ButtonLink>
      </PageContainer>
    );
  }
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <PageContainer className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">Workspace</h1>
        <Alert tone="error">
          {getErrorMessage(query.error, 'This workspace could not be loaded.')}
        </Alert>
      </PageContainer>
    );
  }
  const workspace = query.data;
  return (
    <PageContainer>
      <header className="mb-4">
        <h1 className="text-3xl font-bold tracking-tight break-words">{workspace.name}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-fg-muted">
          <Badge tone="brand">{workspace.kind === 'team' ? 'Team' : 'Personal'}</Badge>
          <Badge tone="premium">{capitalise(workspace.tier)}</Badge>
          <span>You are {withArticle(workspace.my_role)}.</span>
        </p>
      </header>
      <WorkspaceTabs workspace={workspace} />
      {children(workspace, user.id)}
    </PageContainer>
  );
}
