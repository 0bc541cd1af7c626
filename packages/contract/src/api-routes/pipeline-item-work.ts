import { pipelineItemParamsSchema } from '../pipeline';
import {
  addPipelineTaskRequestSchema,
  pipelineItemChangesResponseSchema,
  pipelineNoteParamsSchema,
  pipelineNoteRequestSchema,
  pipelineNoteSchema,
  pipelineNotesResponseSchema,
  pipelineTaskParamsSchema,
  pipelineTaskSchema,
  pipelineTasksResponseSchema,
  updatePipelineTaskRequestSchema,
} from '../pipeline-item-work';
import type { ApiRoute } from './api-route';

const base = { tag: 'Pipeline', isSignedIn: true } as const;
const item = '/api/workspaces/{id}/pipeline/items/{itemId}/';
const note = `${item}notes/{noteId}/`;
const task = `${item}tasks/{taskId}/`;

/** An item's notes thread, checklist and notice changes (issue 29, ADR 0200). */
export const PIPELINE_ITEM_WORK_ROUTES: ApiRoute[] = [
  {
    ...base,
    method: 'get',
    path: `${item}notes/`,
    summary: "The item's notes, oldest first",
    params: pipelineItemParamsSchema,
    responses: { 200: pipelineNotesResponseSchema },
  },
  {
    ...base,
    method: 'post',
    path: `${item}notes/`,
    summary: 'Post a note (members and up); mentioned members are emailed once',
    params: pipelineItemParamsSchema,
    body: pipelineNoteRequestSchema,
    responses: { 201: pipelineNoteSchema },
  },
  {
    ...base,
    method: 'put',
    path: note,
    summary: 'Edit your own note',
    params: pipelineNoteParamsSchema,
    body: pipelineNoteRequestSchema,
    responses: { 200: pipelineNoteSchema },
  },
  {
    ...base,
    method: 'delete',
    path: note,
    summary: 'Delete your own note',
    params: pipelineNoteParamsSchema,
    responses: { 204: null },
  },
  {
    ...base,
    method: 'get',
    path: `${item}tasks/`,
    summary: "The item's checklist",
    params: pipelineItemParamsSchema,
    responses: { 200: pipelineTasksResponseSchema },
  },
  {
    ...base,
    method: 'post',
    path: `${item}tasks/`,
    summary: 'Add a task to the checklist (members and up)',
    params: pipelineItemParamsSchema,
    body: addPipelineTaskRequestSchema,
    responses: { 201: pipelineTaskSchema },
  },
  {
    ...base,
    method: 'put',
    path: task,
    summary: 'Change a task: title, assignee, due date, done',
    params: pipelineTaskParamsSchema,
    body: updatePipelineTaskRequestSchema,
    responses: { 200: pipelineTaskSchema },
  },
  {
    ...base,
    method: 'delete',
    path: task,
    summary: 'Remove a task from the checklist',
    params: pipelineTaskParamsSchema,
    responses: { 204: null },
  },
  {
    ...base,
    method: 'get',
    path: `${item}changes/`,
    summary: "What changed in the item's notice, who won it, and whether it proposes Won",
    params: pipelineItemParamsSchema,
    responses: { 200: pipelineItemChangesResponseSchema },
  },
];
