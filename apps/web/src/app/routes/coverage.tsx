import { CoveragePage } from '@/features/coverage/components/coverage-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function CoverageRoute() {
  usePageMeta({
    title: 'Coverage',
    description:
      'How current WAC is for each portal: last sync, newest notice, notices per day over 30 days and any period being retried.',
  });
  return <CoveragePage />;
}
