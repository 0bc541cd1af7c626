import { WorkspacesPage } from '@/features/workspaces/components/workspaces-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function WorkspacesRoute() {
  usePageMeta({ title: 'Workspaces', description: 'The workspaces you work in.' });
  return <WorkspacesPage />;
}
