import {
  addPipelineItemRequestSchema,
  addPipelineStageRequestSchema,
  movePipelineItemRequestSchema,
  pipelineItemParamsSchema,
  pipelineItemSchema,
  pipelineItemsQuerySchema,
  pipelineItemsResponseSchema,
  pipelineStageParamsSchema,
  pipelineStageSchema,
  pipelineStagesResponseSchema,
  renamePipelineStageRequestSchema,
  reorderPipelineStagesRequestSchema,
  updatePipelineItemRequestSchema,
} from '../pipeline';
import { workspaceParamsSchema } from '../workspaces';
import type { ApiRoute } from './api-route';
import { PIPELINE_ITEM_WORK_ROUTES } from './pipeline-item-work';

const base = { tag: 'Pipeline', isSignedIn: true } as const;
const stages = '/api/workspaces/{id}/pipeline/stages/';
const items = '/api/workspaces/{id}/pipeline/items/';
const item = '/api/workspaces/{id}/pipeline/items/{itemId}/';

/** A workspace's bid pipeline: stages and items (issue 29, ADR 0176). */
export const PIPELINE_ROUTES: ApiRoute[] = [
  {
    ...base,
    method: 'get',
    path: stages,
    summary: 'The pipeline stages, in order (defaults on first use)',
    params: workspaceParamsSchema,
    responses: { 200: pipelineStagesResponseSchema },
  },
  {
    ...base,
    method: 'post',
    path: stages,
    summary: 'Add a stage (owners and admins)',
    params: workspaceParamsSchema,
    body: addPipelineStageRequestSchema,
    responses: { 201: pipelineStageSchema },
  },
  {
    ...base,
    method: 'put',
    path: '/api/workspaces/{id}/pipeline/stages/{stageId}/',
    summary: 'Rename a stage (owners and admins)',
    params: pipelineStageParamsSchema,
    body: renamePipelineStageRequestSchema,
    responses: { 200: pipelineStageSchema },
  },
  {
    ...base,
    method: 'put',
    path: '/api/workspaces/{id}/pipeline/stage-order/',
    summary: 'Reorder the stages (owners and admins)',
    params: workspaceParamsSchema,
    body: reorderPipelineStagesRequestSchema,
    responses: { 200: pipelineStagesResponseSchema },
  },
  {
    ...base,
    method: 'get',
    path: items,
    summary: 'Pipeline items with their notices (filter by stage or owner, sorted, paged)',
    params: workspaceParamsSchema,
    query: pipelineItemsQuerySchema,
    responses: { 200: pipelineItemsResponseSchema },
  },
  {
    ...base,
    method: 'post',
    path: items,
    summary: 'Add an opportunity to the pipeline',
    params: workspaceParamsSchema,
    body: addPipelineItemRequestSchema,
    responses: { 201: pipelineItemSchema },
  },
  {
    ...base,
    method: 'get',
    path: item,
    summary: 'One pipeline item',
    params: pipelineItemParamsSchema,
    responses: { 200: pipelineItemSchema },
  },
  {
    ...base,
    method: 'put',
    path: item,
    summary: 'Change an item (a stale version answers 409 with the current item)',
    params: pipelineItemParamsSchema,
    body: updatePipelineItemRequestSchema,
    responses: { 200: pipelineItemSchema },
  },
  {
    ...base,
    method: 'put',
    path: `${item}stage/`,
    summary: 'Move an item to a stage (with its version)',
    params: pipelineItemParamsSchema,
    body: movePipelineItemRequestSchema,
    responses: { 200: pipelineItemSchema },
  },
  {
    ...base,
    method: 'delete',
    path: item,
    summary: 'Remove an item from the pipeline',
    params: pipelineItemParamsSchema,
    responses: { 204: null },
  },
  ...PIPELINE_ITEM_WORK_ROUTES,
];
