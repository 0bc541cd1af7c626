import { useAuth } from '@/features/auth/hooks/use-auth';
import { WatchesPage } from '@/features/watches/components/watches-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function AccountWatchesRoute() {
  usePageMeta({
    title: 'Watched procurements',
    description: 'The procurements whose next notice is emailed to you.',
  });
  const { isAuthenticated, isLoading } = useAuth();
  return <WatchesPage isAuthenticated={isAuthenticated} isSessionLoading={isLoading} />;
}
