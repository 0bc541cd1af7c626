import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PipelineItem } from '@wac/contract';
import { useEffect, useState } from 'react';
import { updateItem } from '../api/pipeline-api';
import { pipelineKeys } from '../api/query-keys';
import { readConflictItem } from '../utils/conflict';
import { type ItemFormValues, toFormValues, toUpdateRequest } from '../utils/item-form-values';

/**
 * The item form's state and save. A save carries the version the form was filled from; a 409
 * keeps what was typed and holds the teammate's item (`theirs`) until the user keeps their own
 * values (saved over the new version) or takes the current ones.
 */
export function useItemEditor(workspaceId: number, item: PipelineItem) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ItemFormValues>(() => toFormValues(item));
  const [base, setBase] = useState(item);
  const [theirs, setTheirs] = useState<PipelineItem | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  useEffect(() => {
    // A newer item from elsewhere (e.g. a refetch) only replaces an untouched form.
    if (item.version > base.version && !theirs) {
      setBase(item);
      setForm(toFormValues(item));
    }
  }, [item, base.version, theirs]);

  const save = useMutation({
    mutationFn: (version: number) =>
      updateItem(workspaceId, item.id, toUpdateRequest(form, version)),
    onMutate: () => setIsSaved(false),
    onSuccess: (saved) => {
      setTheirs(null);
      setBase(saved);
      setForm(toFormValues(saved));
      setIsSaved(true);
      queryClient.setQueryData(pipelineKeys.item(workspaceId, item.id), saved);
      void queryClient.invalidateQueries({ queryKey: pipelineKeys.all(workspaceId) });
    },
    onError: (error) => setTheirs(readConflictItem(error)),
  });

  return {
    form,
    change: (changes: Partial<ItemFormValues>) => {
      setIsSaved(false);
      setForm((current) => ({ ...current, ...changes }));
    },
    save: () => save.mutate(base.version),
    isSaving: save.isPending,
    isSaved,
    error: theirs ? null : save.error,
    theirs,
    keepMine: () => theirs && save.mutate(theirs.version),
    takeTheirs: () => {
      if (!theirs) return;
      save.reset();
      setBase(theirs);
      setForm(toFormValues(theirs));
      setTheirs(null);
      queryClient.setQueryData(pipelineKeys.item(workspaceId, item.id), theirs);
    },
  };
}
