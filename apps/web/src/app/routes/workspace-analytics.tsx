import { useParams } from 'react-router';
import { AnalyticsPage } from '@/features/workspaces/components/analytics-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function WorkspaceAnalyticsRoute() {
  usePageMeta({
    title: 'Pipeline analytics',
    description: "A workspace's pipeline value, bids and win rates.",
  });
  const { workspaceId = '' } = useParams();
  return <AnalyticsPage workspaceId={Number(workspaceId)} />;
}
