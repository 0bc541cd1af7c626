import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteNote,
  editNote,
  getNotes,
  type ItemRef,
  itemWorkKeys,
  postNote,
} from '../api/item-work-api';

/** An item's notes and the mutations on them; each refreshes the thread. */
export function useItemNotes(ref: ItemRef) {
  const queryClient = useQueryClient();
  const key = itemWorkKeys.notes(ref);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    notes: useQuery({ queryKey: key, queryFn: () => getNotes(ref) }),
    post: useMutation({ mutationFn: (text: string) => postNote(ref, text), onSuccess: refresh }),
    edit: useMutation({
      mutationFn: ({ noteId, text }: { noteId: number; text: string }) =>
        editNote(ref, noteId, text),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (noteId: number) => deleteNote(ref, noteId),
      onSuccess: refresh,
    }),
  };
}
