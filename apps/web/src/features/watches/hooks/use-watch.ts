import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getWatchList, getWatchStatus, setWatching, watchKeys } from '../api/watches-api';

/** Whether the signed-in user watches one procurement (not asked for visitors). */
export function useWatchStatus(wacId: string, isAuthenticated: boolean) {
  return useQuery({
    queryKey: watchKeys.status(wacId),
    queryFn: () => getWatchStatus(wacId),
    enabled: isAuthenticated,
  });
}

export function useWatchList(isAuthenticated: boolean) {
  return useQuery({ queryKey: watchKeys.list(), queryFn: getWatchList, enabled: isAuthenticated });
}

/** Watches or stops watching; both the status and the account list are read again after. */
export function useSetWatching() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wacId, isWatching }: { wacId: string; isWatching: boolean }) =>
      setWatching(wacId, isWatching),
    onSuccess: (status) => {
      queryClient.setQueryData(watchKeys.status(status.wac_id), status);
      void queryClient.invalidateQueries({ queryKey: watchKeys.list() });
    },
  });
}
