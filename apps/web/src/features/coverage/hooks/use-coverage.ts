import { useQuery } from '@tanstack/react-query';
import { getCoverage } from '../api/get-coverage';

// A sync runs every 15 minutes at most: a refresh each minute keeps an open page current.
const COVERAGE_REFRESH_MS = 60_000;

/** The coverage of every portal (GET /api/coverage/), refreshed while the page is open. */
export function useCoverage() {
  return useQuery({
    queryKey: ['coverage'],
    queryFn: getCoverage,
    refetchInterval: COVERAGE_REFRESH_MS,
  });
}
