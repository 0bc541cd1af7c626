import {
  describeWorkspaceFeaturePlan,
  workspaceHasFeature,
} from '@wac/contract/workspace-features';
import { LogIn } from 'lucide-react';
import { PageContainer } from '@/components/layout/page-container';
import { PageLoading } from '@/components/layout/page-loading';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { buildLoginPath, paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { TemplatesPage } from '@/features/proposal-templates/components/templates-page';
import { useWorkspaces } from '@/features/workspaces/hooks/use-workspace';
import { usePageMeta } from '@/hooks/use-page-meta';
import { getErrorMessage } from '@/lib/api-error';

/** The proposal template library of the user's workspaces that have it (issue 30, ADR 0247). */
export default function TemplatesRoute() {
  usePageMeta({
    title: 'Proposal templates',
    description: 'Reusable bid sections with merge fields, for starting a response.',
  });
  const { isAuthenticated, isLoading, token } = useAuth();
  const workspaces = useWorkspaces(isAuthenticated);
  if (!isAuthenticated && isLoading && token) return <PageLoading />;
  if (!isAuthenticated) {
    return (
      <PageContainer className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">Proposal templates</h1>
        <p>Please log in to use proposal templates.</p>
        <ButtonLink to={buildLoginPath({ next: paths.templates })}>
          <LogIn aria-hidden className="size-4" />
          Log In
        </ButtonLink>
      </PageContainer>
    );
  }
  if (workspaces.isPending) return <PageLoading />;
  const usable = (workspaces.data?.results ?? []).filter((workspace) =>
    workspaceHasFeature(workspace.tier, 'proposal_templates'),
  );
  return (
    <PageContainer className="py-8">
      {workspaces.isError ? (
        <Alert tone="error">
          {getErrorMessage(workspaces.error, 'Your workspaces could not be loaded.')}
        </Alert>
      ) : usable.length === 0 ? (
        <div className="mx-auto max-w-xl space-y-4 text-center">
          <h1 className="text-3xl font-bold tracking-tight">Proposal templates</h1>
          <p className="text-fg-muted">
            Proposal templates come with the {describeWorkspaceFeaturePlan('proposal_templates')}{' '}
            plan and above: a library of reusable bid sections, and a first draft of each response
            in Word.
          </p>
          <ButtonLink to={paths.pricing}>See the plans</ButtonLink>
        </div>
      ) : (
        <TemplatesPage workspaces={usable} />
      )}
    </PageContainer>
  );
}
