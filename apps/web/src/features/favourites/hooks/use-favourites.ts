import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { FAVOURITES_QUERY_KEY, getFavourites } from '../api/favourites-api';

/**
 * The signed-in user's favourites; idle for anonymous visitors. Always refetched on mount:
 * other pages (search cards, the detail page) change the list without telling this cache.
 */
export function useFavourites() {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: FAVOURITES_QUERY_KEY,
    queryFn: getFavourites,
    enabled: isAuthenticated,
    staleTime: 0,
  });
}
