import { useQuery } from '@tanstack/react-query';
import { getPlans } from '../api/get-plans';

/** Plans change only with a deploy; one fetch per visit is plenty. */
const PLANS_STALE_MS = 10 * 60_000;

export function usePlans() {
  return useQuery({ queryKey: ['plans'], queryFn: getPlans, staleTime: PLANS_STALE_MS });
}
