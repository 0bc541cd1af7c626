import { tierIncludes } from '@wac/contract/plan-features';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { SearchPage } from '@/features/search/components/search-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function SearchRoute() {
  usePageMeta({
    title: 'Search Opportunities',
    description:
      'Search and filter UK public-sector opportunities by keyword, buyer, CPV code, region, value, stage and source.',
  });
  const { user } = useAuth();
  // The server enforces the plan too; this only shows the switch to those who can use it.
  const canSearchDocuments = Boolean(user?.is_staff) || tierIncludes(user?.tier, 'document_search');
  return <SearchPage canSearchDocuments={canSearchDocuments} />;
}
