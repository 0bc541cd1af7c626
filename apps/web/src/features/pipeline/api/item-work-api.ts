import type {
  AddPipelineTaskRequest,
  PipelineItem,
  PipelineItemChanges,
  PipelineNote,
  PipelineStage,
  PipelineTask,
  UpdatePipelineTaskRequest,
  WorkspaceDetail,
} from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** Which item: its workspace and its id (both in every route's path). */
export type ItemRef = { workspaceId: number; itemId: number };

const itemPath = ({ workspaceId, itemId }: ItemRef) =>
  `/api/workspaces/${workspaceId}/pipeline/items/${itemId}/`;

/** Query keys of one item's working parts, so a change refreshes only what it touched. */
export const itemWorkKeys = {
  notes: (ref: ItemRef) => ['pipeline', ref.workspaceId, 'item', ref.itemId, 'notes'] as const,
  tasks: (ref: ItemRef) => ['pipeline', ref.workspaceId, 'item', ref.itemId, 'tasks'] as const,
  changes: (ref: ItemRef) => ['pipeline', ref.workspaceId, 'item', ref.itemId, 'changes'] as const,
  item: (ref: ItemRef) => ['pipeline', ref.workspaceId, 'item', ref.itemId] as const,
  workspace: (workspaceId: number) => ['workspaces', workspaceId] as const,
  stages: (workspaceId: number) => ['pipeline', workspaceId, 'stages'] as const,
};

export const getWorkspace = (workspaceId: number) =>
  apiRequest<WorkspaceDetail>(`/api/workspaces/${workspaceId}/`);

export const getNotes = (ref: ItemRef) =>
  apiRequest<{ results: PipelineNote[] }>(`${itemPath(ref)}notes/`);
export const postNote = (ref: ItemRef, text: string) =>
  apiRequest<PipelineNote>(`${itemPath(ref)}notes/`, { method: 'POST', body: { text } });
export const editNote = (ref: ItemRef, noteId: number, text: string) =>
  apiRequest<PipelineNote>(`${itemPath(ref)}notes/${noteId}/`, { method: 'PUT', body: { text } });
export const deleteNote = (ref: ItemRef, noteId: number) =>
  apiRequest<void>(`${itemPath(ref)}notes/${noteId}/`, { method: 'DELETE' });

export const getTasks = (ref: ItemRef) =>
  apiRequest<{ results: PipelineTask[] }>(`${itemPath(ref)}tasks/`);
export const addTask = (ref: ItemRef, task: AddPipelineTaskRequest) =>
  apiRequest<PipelineTask>(`${itemPath(ref)}tasks/`, { method: 'POST', body: task });
export const updateTask = (ref: ItemRef, taskId: number, changes: UpdatePipelineTaskRequest) =>
  apiRequest<PipelineTask>(`${itemPath(ref)}tasks/${taskId}/`, { method: 'PUT', body: changes });
export const deleteTask = (ref: ItemRef, taskId: number) =>
  apiRequest<void>(`${itemPath(ref)}tasks/${taskId}/`, { method: 'DELETE' });

export const getChanges = (ref: ItemRef) =>
  apiRequest<PipelineItemChanges>(`${itemPath(ref)}changes/`);
export const getItem = (ref: ItemRef) => apiRequest<PipelineItem>(itemPath(ref));
export const getStages = (workspaceId: number) =>
  apiRequest<{ results: PipelineStage[] }>(`/api/workspaces/${workspaceId}/pipeline/stages/`);
/** Moves the item to a stage, with the version it was read at (a stale one is a 409). */
export const moveItem = (ref: ItemRef, stageId: number, version: number) =>
  apiRequest<PipelineItem>(`${itemPath(ref)}stage/`, {
    method: 'PUT',
    body: { stage_id: stageId, version },
  });
