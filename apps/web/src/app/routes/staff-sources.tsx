import { DataSourcesPage } from '@/features/staff/components/data-sources-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function StaffSourcesRoute() {
  usePageMeta({ title: 'Data sources', description: 'The sync state of each portal.' });
  return <DataSourcesPage />;
}
