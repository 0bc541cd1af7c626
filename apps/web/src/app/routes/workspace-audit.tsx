import { useParams } from 'react-router';
import { AuditLogPage } from '@/features/workspaces/components/audit-log-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function WorkspaceAuditRoute() {
  usePageMeta({
    title: 'Audit log',
    description: "Every change to a workspace's pipeline, members and settings.",
  });
  const { workspaceId = '' } = useParams();
  return <AuditLogPage workspaceId={Number(workspaceId)} />;
}
