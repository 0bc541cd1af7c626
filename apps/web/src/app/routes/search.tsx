import { SearchPage } from '@/features/search/components/search-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function SearchRoute() {
  usePageMeta({
    title: 'Search Opportunities',
    description:
      'Search and filter UK public-sector opportunities by keyword, buyer, CPV code, region, value, stage and source.',
  });
  return <SearchPage />;
}
