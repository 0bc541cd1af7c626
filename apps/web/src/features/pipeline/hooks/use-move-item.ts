import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PipelineItem } from '@wac/contract';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/api-error';
import { moveItem } from '../api/pipeline-api';
import { pipelineKeys } from '../api/query-keys';
import { readConflictItem } from '../utils/conflict';
import type { BoardData } from './use-board';

/** A move refused because a teammate saved the item first: the card as moved, and theirs. */
export interface MoveConflict {
  mine: PipelineItem;
  theirs: PipelineItem;
}

type Move = { item: PipelineItem; stageId: number };

const withItem = (board: BoardData | undefined, item: PipelineItem) =>
  board && {
    ...board,
    items: board.items.map((candidate) => (candidate.id === item.id ? item : candidate)),
  };

/**
 * Moves a card to a stage with the version it showed. The card moves at once; a 409 puts the
 * teammate's item in its place and keeps both for the page to show, and any failure refreshes.
 */
export function useMoveItem(workspaceId: number) {
  const queryClient = useQueryClient();
  const boardKey = pipelineKeys.board(workspaceId);
  const [conflict, setConflict] = useState<MoveConflict | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ item, stageId }: Move) => moveItem(workspaceId, item, stageId),
    onMutate: async ({ item, stageId }) => {
      setConflict(null);
      setFailure(null);
      await queryClient.cancelQueries({ queryKey: boardKey });
      queryClient.setQueryData<BoardData>(boardKey, (board) =>
        withItem(board, { ...item, stage_id: stageId }),
      );
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<BoardData>(boardKey, (board) => withItem(board, saved));
    },
    onError: (error, { item, stageId }) => {
      const theirs = readConflictItem(error);
      if (theirs) {
        queryClient.setQueryData<BoardData>(boardKey, (board) => withItem(board, theirs));
        setConflict({ mine: { ...item, stage_id: stageId }, theirs });
      } else {
        queryClient.setQueryData<BoardData>(boardKey, (board) => withItem(board, item));
        setFailure(getErrorMessage(error, 'The card could not be moved. Please try again.'));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all(workspaceId) }),
  });
  return {
    move: (item: PipelineItem, stageId: number) => {
      if (item.stage_id !== stageId) mutation.mutate({ item, stageId });
    },
    conflict,
    failure,
    dismiss: () => {
      setConflict(null);
      setFailure(null);
    },
  };
}
