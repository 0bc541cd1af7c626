import { useAuth } from '@/features/auth/hooks/use-auth';
import { LeaderboardsPage } from '@/features/leaderboards/components/leaderboards-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function LeaderboardsRoute() {
  usePageMeta({
    title: 'Procurement Leaderboards',
    description:
      'See the top UK public-sector buyers and suppliers ranked by total awarded contract value.',
  });
  const { isAuthenticated } = useAuth();
  return <LeaderboardsPage isAuthenticated={isAuthenticated} />;
}
