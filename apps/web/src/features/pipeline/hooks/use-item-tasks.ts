import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddPipelineTaskRequest, UpdatePipelineTaskRequest } from '@wac/contract';
import {
  addTask,
  deleteTask,
  getTasks,
  type ItemRef,
  itemWorkKeys,
  updateTask,
} from '../api/item-work-api';

/** An item's checklist and the mutations on it; each refreshes the list. */
export function useItemTasks(ref: ItemRef) {
  const queryClient = useQueryClient();
  const key = itemWorkKeys.tasks(ref);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    tasks: useQuery({ queryKey: key, queryFn: () => getTasks(ref) }),
    add: useMutation({
      mutationFn: (task: AddPipelineTaskRequest) => addTask(ref, task),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ taskId, changes }: { taskId: number; changes: UpdatePipelineTaskRequest }) =>
        updateTask(ref, taskId, changes),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (taskId: number) => deleteTask(ref, taskId),
      onSuccess: refresh,
    }),
  };
}
