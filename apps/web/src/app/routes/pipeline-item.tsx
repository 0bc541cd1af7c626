import { PipelineItemPage } from '@/features/pipeline/components/item/pipeline-item-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function PipelineItemRoute() {
  usePageMeta({
    title: 'Pipeline item',
    description: 'One opportunity in your pipeline: owner, stage, value and decision.',
  });
  return <PipelineItemPage />;
}
