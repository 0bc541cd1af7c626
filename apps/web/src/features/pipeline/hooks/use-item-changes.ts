import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getChanges,
  getItem,
  getStages,
  type ItemRef,
  itemWorkKeys,
  moveItem,
} from '../api/item-work-api';

/**
 * What changed in the item's notice, and the move to Won it proposes when the award names the
 * workspace's company: the move carries the item's version (a stale one is a 409, ADR 0176).
 */
export function useItemChanges(ref: ItemRef) {
  const queryClient = useQueryClient();
  const changes = useQuery({ queryKey: itemWorkKeys.changes(ref), queryFn: () => getChanges(ref) });
  const confirmWon = useMutation({
    mutationFn: async () => {
      const [item, stages] = await Promise.all([getItem(ref), getStages(ref.workspaceId)]);
      const won = stages.results.find((stage) => stage.kind === 'won');
      if (!won) throw new Error('This pipeline has no Won stage. Ask an admin to add one.');
      return moveItem(ref, won.id, item.version);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: itemWorkKeys.changes(ref) }),
        queryClient.invalidateQueries({ queryKey: itemWorkKeys.item(ref) }),
        queryClient.invalidateQueries({ queryKey: ['pipeline', ref.workspaceId, 'items'] }),
      ]),
  });
  return { changes, confirmWon };
}
