import { useQuery } from '@tanstack/react-query';
import { getWinProbability } from '../api/get-win-probability';

export function useWinProbability(workspaceId: number, wacId: string) {
  return useQuery({
    queryKey: ['win-probability', workspaceId, wacId.toUpperCase()],
    queryFn: () => getWinProbability(workspaceId, wacId),
    enabled: wacId !== '',
  });
}
