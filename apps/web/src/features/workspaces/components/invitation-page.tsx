import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationPreview, WorkspaceSummary } from '@wac/contract';
import { CheckCircle2, Users } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { PageLoading } from '@/components/layout/page-loading';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';
import { Spinner } from '@/components/ui/spinner';
import {
  buildLoginPath,
  buildPipelinePath,
  buildRegisterPath,
  buildWorkspacePath,
} from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { acceptInvitation, previewInvitation } from '../api/accept-invitation';
import { getInvitationErrorMessage } from '../utils/invitation-errors';
import { withArticle } from '../utils/workspace-text';

/** Where, who from and as what: "Grace Hopper invited you to join Harbour bids as a viewer." */
function Invited({ preview }: { preview: InvitationPreview | undefined }) {
  if (!preview) return <>You have been invited to a WAC workspace.</>;
  return (
    <>
      {preview.inviter_name ? (
        <>
          <strong className="break-words">{preview.inviter_name}</strong> invited you
        </>
      ) : (
        'You have been invited'
      )}{' '}
      to join <strong className="break-words">{preview.workspace_name}</strong> as{' '}
      {withArticle(preview.role)}.
    </>
  );
}

type State =
  | { status: 'ready' }
  | { status: 'accepting' }
  | { status: 'joined'; workspace: WorkspaceSummary }
  | { status: 'failed'; message: string };

/**
 * /workspaces/invite/:token, the link of an invitation email (ADR 0175). Accepting waits for a
 * click: mail scanners that open links would otherwise use the single-use token up.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const { isAuthenticated, isLoading, token: session, user, logout } = useAuth();
  const [state, setState] = useState<State>({ status: 'ready' });
  const queryClient = useQueryClient();
  // The token is the key: anyone holding a valid one sees what it is for; any other, why not.
  const preview = useQuery({
    queryKey: ['invitation-preview', token],
    queryFn: () => previewInvitation({ token }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const accept = async () => {
    setState({ status: 'accepting' });
    try {
      const workspace = await acceptInvitation({ token });
      // Every cached list of the user's workspaces (the pipeline's, search cards', the bid
      // workspace) predates the join: without this "Open the pipeline" showed the upsell.
      await queryClient.invalidateQueries({ queryKey: ['workspaces'] });
      setState({ status: 'joined', workspace });
    } catch (error) {
      setState({ status: 'failed', message: getInvitationErrorMessage(error) });
    }
  };

  // A stored session is being checked: neither the sign-in buttons nor Accept yet.
  if (!isAuthenticated && isLoading && session) return <PageLoading />;
  const joined = state.status === 'joined' ? state.workspace : null;
  const Icon = joined ? CheckCircle2 : Users;
  return (
    <PageContainer className="flex justify-center">
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface px-6 py-8 text-center shadow-sm sm:px-10">
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-soft-fg">
          <Icon aria-hidden className="size-6" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-balance">Workspace Invitation</h1>
        {!joined && preview.isError ? (
          <Alert tone="error" className="mt-4 text-left">
            {getInvitationErrorMessage(preview.error)}
          </Alert>
        ) : joined ? (
          <div className="mt-4 space-y-4">
            <p role="status">
              You joined <strong>{joined.name}</strong> as {withArticle(joined.my_role)}.
            </p>
            {/* Where the new teammate's work is: the accepted page would otherwise be a dead end. */}
            <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
              <ButtonLink to={buildPipelinePath(joined.id)}>Open the pipeline</ButtonLink>
              <ButtonLink to={buildWorkspacePath(joined.id)} variant="secondary">
                See the workspace
              </ButtonLink>
            </div>
          </div>
        ) : !isAuthenticated ? (
          <div className="mt-4 space-y-4">
            <p className="text-pretty">
              <Invited preview={preview.data} />
            </p>
            <p className="text-sm text-fg-muted text-pretty">
              To accept, log in or register with the email address the invitation was sent to. You
              come back to this page afterwards.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
              <ButtonLink to={buildLoginPath({ next: pathname })}>Log In</ButtonLink>
              <ButtonLink to={buildRegisterPath({ next: pathname })} variant="secondary">
                Register
              </ButtonLink>
            </div>
          </div>
        ) : (
          <div className="mt-4 space-y-4">
            <p className="text-pretty">
              <Invited preview={preview.data} /> You are signed in as{' '}
              <EmailAddress as="strong" email={user?.email ?? ''} />.
            </p>
            {state.status === 'failed' && (
              <Alert tone="error" className="text-left">
                {state.message}
              </Alert>
            )}
            <Button className="w-full" disabled={state.status === 'accepting'} onClick={accept}>
              {state.status === 'accepting' && (
                <Spinner className="size-4 border-on-brand/40 border-t-on-brand" />
              )}
              {state.status === 'accepting' ? 'Accepting...' : 'Accept invitation'}
            </Button>
            {/* The invitation is for one address: signed in with another, the way on is to log
                out here, after which this page offers Log In and Register and comes back. */}
            <Button variant="ghost" className="w-full" onClick={() => void logout()}>
              Log out to use another account
            </Button>
          </div>
        )}
      </div>
    </PageContainer>
  );
}
