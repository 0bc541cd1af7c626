import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PipelineItem, UpdatePipelineItemRequest } from '@wac/contract';
import { useEffect, useState } from 'react';
import { updateItem } from '../api/pipeline-api';
import { pipelineKeys } from '../api/query-keys';
import { readConflictItem } from '../utils/conflict';
import { readEditableValues } from '../utils/item-fields';
import {
  type ItemFormValues,
  toFormFields,
  toFormValues,
  toItemValues,
  toUpdateRequest,
} from '../utils/item-form-values';
import { mergeItemValues } from '../utils/merge-item-values';

/**
 * The item form's state and save. A save carries the version the form was filled from; a 409
 * keeps what was typed and holds the teammate's item (`theirs`) until the user keeps their own
 * changes (merged onto the new version: a field they did not touch keeps the teammate's value,
 * ADR 0281) or takes theirs: the teammate's value where both changed a field, their own other
 * edits kept (ADR 0306).
 */
export function useItemEditor(workspaceId: number, item: PipelineItem) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ItemFormValues>(() => toFormValues(item));
  const [base, setBase] = useState(item);
  const [theirs, setTheirs] = useState<PipelineItem | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  useEffect(() => {
    // A newer item from elsewhere (e.g. a refetch on focus) only replaces an untouched form;
    // typing stays, and its save meets the newer version as a 409 merged field by field.
    if (item.version > base.version && !theirs && isUntouched(form, base)) {
      setBase(item);
      setForm(toFormValues(item));
    }
  }, [item, base, form, theirs]);

  const save = useMutation({
    mutationFn: (request: UpdatePipelineItemRequest) => updateItem(workspaceId, item.id, request),
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
    save: () => save.mutate(toUpdateRequest(form, base.version)),
    isSaving: save.isPending,
    isSaved,
    error: theirs ? null : save.error,
    theirs,
    base,
    keepMine: () => {
      if (!theirs) return;
      const merge = mergeItemValues(
        readEditableValues(base),
        toItemValues(form),
        readEditableValues(theirs),
      );
      save.mutate({ version: theirs.version, ...merge.values });
    },
    // Theirs on every clash, and my edits that did not clash stay in the form, unsaved until
    // "Save changes" (ADR 0306): taking theirs settles the clashes, it does not undo my typing.
    takeTheirs: () => {
      if (!theirs) return;
      const merge = mergeItemValues(
        readEditableValues(base),
        toItemValues(form),
        readEditableValues(theirs),
        'theirs',
      );
      save.reset();
      setBase(theirs);
      setForm(toFormFields(merge.values));
      setTheirs(null);
      queryClient.setQueryData(pipelineKeys.item(workspaceId, item.id), theirs);
    },
  };
}

function isUntouched(form: ItemFormValues, base: PipelineItem) {
  const loaded = toFormValues(base);
  return Object.entries(form).every(
    ([key, value]) => loaded[key as keyof ItemFormValues] === value,
  );
}
