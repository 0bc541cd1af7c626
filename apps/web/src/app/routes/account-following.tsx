import { useAuth } from '@/features/auth/hooks/use-auth';
import { FollowingPage } from '@/features/organisations/components/following-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function AccountFollowingRoute() {
  usePageMeta({
    title: 'Following',
    description: 'The buyers and suppliers you follow, whose news comes in your alert digest.',
  });
  const { isAuthenticated, isLoading } = useAuth();
  return <FollowingPage isAuthenticated={isAuthenticated} isSessionLoading={isLoading} />;
}
