import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRadar } from '../api/get-radar';

/** The radar for a query string; the user is in the key, as the plan decides what is sent. */
export function useRadar(query: string, userId: number | null) {
  return useQuery({
    queryKey: ['radar', query, userId],
    queryFn: () => getRadar(query),
    // The last rows stay on screen while another window or page loads.
    placeholderData: keepPreviousData,
  });
}
