import { useQuery } from '@tanstack/react-query';
import type { PipelineItem } from '@wac/contract';
import { getItems, getStages } from '../api/pipeline-api';
import { pipelineKeys } from '../api/query-keys';

/** Pages of 50 the board reads at most (2,000 items, the size issue 29 plans a board for). */
export const BOARD_MAX_PAGES = 40;

export interface BoardData {
  items: PipelineItem[];
  /** Items in the pipeline, including any past what the board read. */
  total: number;
}

/** Every item of the workspace, soonest deadline first, page after page. */
async function readBoard(workspaceId: number): Promise<BoardData> {
  const items: PipelineItem[] = [];
  let total = 0;
  for (let page = 1; page <= BOARD_MAX_PAGES; page += 1) {
    const answer = await getItems(workspaceId, { sort: 'deadline', page: String(page) });
    items.push(...answer.results);
    total = answer.total;
    if (items.length >= total || answer.results.length === 0) break;
  }
  return { items, total };
}

export function useStages(workspaceId: number) {
  return useQuery({
    queryKey: pipelineKeys.stages(workspaceId),
    queryFn: async () => (await getStages(workspaceId)).results,
  });
}

export function useBoardItems(workspaceId: number) {
  return useQuery({
    queryKey: pipelineKeys.board(workspaceId),
    queryFn: () => readBoard(workspaceId),
  });
}
