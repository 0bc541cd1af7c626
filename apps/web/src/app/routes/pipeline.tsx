import { PipelinePage } from '@/features/pipeline/components/pipeline-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function PipelineRoute() {
  usePageMeta({
    title: 'Pipeline',
    description: 'The opportunities your team is bidding for, stage by stage.',
  });
  return <PipelinePage />;
}
