import type {
  PipelineItem,
  PipelineItemsQuery,
  PipelineStage,
  UpdatePipelineItemRequest,
  WorkspaceDetail,
  WorkspaceSummary,
} from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

type ItemsPage = { results: PipelineItem[]; total: number; page: number; page_size: number };

const base = (workspaceId: number) => `/api/workspaces/${workspaceId}`;
const itemPath = (workspaceId: number, itemId: number) =>
  `${base(workspaceId)}/pipeline/items/${itemId}/`;

/** GET /api/workspaces/: the caller's workspaces, or the plan a workspace needs. */
export function getWorkspaces() {
  return apiRequest<{ results: WorkspaceSummary[]; plan_needed: string | null }>(
    '/api/workspaces/',
  );
}

/** GET /api/workspaces/:id/: its members (the item's owner choices) and my permissions. */
export function getWorkspace(workspaceId: number) {
  return apiRequest<WorkspaceDetail>(`${base(workspaceId)}/`);
}

export function getStages(workspaceId: number) {
  return apiRequest<{ results: PipelineStage[] }>(`${base(workspaceId)}/pipeline/stages/`);
}

/** One page of items; empty filters are left out of the query. */
export function getItems(workspaceId: number, query: PipelineItemsQuery = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return apiRequest<ItemsPage>(`${base(workspaceId)}/pipeline/items/${search ? `?${search}` : ''}`);
}

export function getItem(workspaceId: number, itemId: number) {
  return apiRequest<PipelineItem>(itemPath(workspaceId, itemId));
}

/** POST .../items: a 409 carries the item already there (`current`). */
export function addItem(workspaceId: number, wacId: string) {
  return apiRequest<PipelineItem>(`${base(workspaceId)}/pipeline/items/`, {
    method: 'POST',
    body: { wac_id: wacId },
  });
}

/** PUT .../items/:itemId/stage with the version the card showed; a 409 carries `current`. */
export function moveItem(workspaceId: number, item: PipelineItem, stageId: number) {
  return apiRequest<PipelineItem>(`${itemPath(workspaceId, item.id)}stage/`, {
    method: 'PUT',
    body: { version: item.version, stage_id: stageId },
  });
}

export function updateItem(workspaceId: number, itemId: number, body: UpdatePipelineItemRequest) {
  return apiRequest<PipelineItem>(itemPath(workspaceId, itemId), { method: 'PUT', body });
}

export function removeItem(workspaceId: number, itemId: number) {
  return apiRequest<void>(itemPath(workspaceId, itemId), { method: 'DELETE' });
}
