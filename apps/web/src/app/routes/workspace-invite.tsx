import { InvitationPage } from '@/features/workspaces/components/invitation-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function WorkspaceInviteRoute() {
  usePageMeta({
    title: 'Workspace Invitation',
    description: 'Accept an invitation to join a WAC workspace.',
  });
  return <InvitationPage />;
}
