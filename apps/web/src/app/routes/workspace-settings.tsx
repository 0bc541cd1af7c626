import { useParams } from 'react-router';
import { WorkspaceSettingsPage } from '@/features/workspaces/components/workspace-settings-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function WorkspaceSettingsRoute() {
  usePageMeta({
    title: 'Workspace',
    description: "A workspace's members, invitations and settings.",
  });
  const { workspaceId = '' } = useParams();
  return <WorkspaceSettingsPage workspaceId={Number(workspaceId)} />;
}
