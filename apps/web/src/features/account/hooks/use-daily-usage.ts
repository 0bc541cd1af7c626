import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { DAILY_USAGE_QUERY_KEY, getDailyUsage } from '../api/profile-api';

/** Today's count of limited actions; refetched on focus since other tabs spend it too. */
export function useDailyUsage() {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: DAILY_USAGE_QUERY_KEY,
    queryFn: getDailyUsage,
    enabled: isAuthenticated,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
