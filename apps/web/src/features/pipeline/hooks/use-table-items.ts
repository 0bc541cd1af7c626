import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PipelineItemSort } from '@wac/contract';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { getItems } from '../api/pipeline-api';
import { pipelineKeys } from '../api/query-keys';

/** The table's choices, as the inputs hold them ('' for none). */
export interface TableQuery {
  sort: PipelineItemSort;
  stage: string;
  owner: string;
  buyer: string;
  deadline_to: string;
  value_from: string;
  page: number;
}

export const EMPTY_TABLE_QUERY: TableQuery = {
  sort: 'deadline',
  stage: '',
  owner: '',
  buyer: '',
  deadline_to: '',
  value_from: '',
  page: 1,
};

/** Typing in the buyer and value boxes asks the server once the typing pauses. */
const TYPING_PAUSE_MS = 400;

/** One page of the table, sorted and filtered by the server (ADR 0195). */
export function useTableItems(workspaceId: number, query: TableQuery) {
  const buyer = useDebouncedValue(query.buyer.trim(), TYPING_PAUSE_MS);
  const valueFrom = useDebouncedValue(query.value_from.trim(), TYPING_PAUSE_MS);
  const request = { ...query, buyer, value_from: valueFrom, page: String(query.page) };
  return useQuery({
    queryKey: pipelineKeys.table(workspaceId, request),
    queryFn: () => getItems(workspaceId, request),
    placeholderData: keepPreviousData,
  });
}
