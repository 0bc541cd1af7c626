import { UnwatchPage } from '@/features/watches/components/unwatch-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function WatchUnwatchRoute() {
  usePageMeta({
    title: 'Watched procurements',
    description: 'Stop watching one procurement from the link in its email.',
  });
  return <UnwatchPage />;
}
