import {
  addPipelineItemRequestSchema,
  addPipelineStageRequestSchema,
  movePipelineItemRequestSchema,
  pipelineItemParamsSchema,
  pipelineItemsQuerySchema,
  pipelineStageParamsSchema,
  renamePipelineStageRequestSchema,
  reorderPipelineStagesRequestSchema,
  updatePipelineItemRequestSchema,
  workspaceParamsSchema,
} from '@wac/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { buildErrorBody } from '../../http/error-handler';
import { parseInput } from '../../http/validate';
import { pipelineItemWorkRoutes } from './item-work.routes';
import {
  addItem,
  changeItem,
  getItem,
  getItems,
  PipelineConflictError,
  PipelineItemExistsError,
  removeItem,
} from './items.service';
import { addStage, getStages, renamePipelineStage, reorderPipelineStages } from './stages.service';

const signedIn = (request: FastifyRequest) =>
  requireUser(request, 'Please log in to use the pipeline.');

/**
 * A stale save, or an opportunity added twice, answers 409 with the item as it now is beside the
 * usual error envelope.
 */
async function savingItem<T>(reply: FastifyReply, save: () => Promise<T>) {
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof PipelineConflictError || error instanceof PipelineItemExistsError)) {
      throw error;
    }
    return reply.status(409).send({ ...buildErrorBody(error), current: error.current });
  }
}

/**
 * /api/workspaces/:id/pipeline (issue 29, ADR 0176). Input is checked first so a 400 names the
 * field; every service call then checks membership and role through the one permission table.
 */
export const pipelineRoutes: FastifyPluginAsync = async (app) => {
  const ws = (request: FastifyRequest) => parseInput(workspaceParamsSchema, request.params).id;

  app.get('/:id/pipeline/stages', async (request) =>
    getStages(app.deps, signedIn(request), ws(request)),
  );

  app.post('/:id/pipeline/stages', async (request, reply) => {
    const user = signedIn(request);
    const id = ws(request);
    const body = parseInput(addPipelineStageRequestSchema, request.body);
    return reply.status(201).send(await addStage(app.deps, user, id, body));
  });

  app.put('/:id/pipeline/stages/:stageId', async (request) => {
    const user = signedIn(request);
    const ids = parseInput(pipelineStageParamsSchema, request.params);
    const { name } = parseInput(renamePipelineStageRequestSchema, request.body);
    return renamePipelineStage(app.deps, user, ids, name);
  });

  app.put('/:id/pipeline/stage-order', async (request) => {
    const user = signedIn(request);
    const id = ws(request);
    const { stage_ids } = parseInput(reorderPipelineStagesRequestSchema, request.body);
    return reorderPipelineStages(app.deps, user, id, stage_ids);
  });

  app.get('/:id/pipeline/items', async (request) => {
    const user = signedIn(request);
    // The query first, so a bad filter is named even beside a bad workspace number.
    const query = parseInput(pipelineItemsQuerySchema, request.query);
    return getItems(app.deps, user, ws(request), query);
  });

  app.post('/:id/pipeline/items', async (request, reply) => {
    const user = signedIn(request);
    const id = ws(request);
    const body = parseInput(addPipelineItemRequestSchema, request.body);
    return savingItem(reply, async () =>
      reply.status(201).send(await addItem(app.deps, user, id, body)),
    );
  });

  app.get('/:id/pipeline/items/:itemId', async (request) => {
    const user = signedIn(request);
    return getItem(app.deps, user, parseInput(pipelineItemParamsSchema, request.params));
  });

  app.put('/:id/pipeline/items/:itemId', async (request, reply) => {
    const user = signedIn(request);
    const ids = parseInput(pipelineItemParamsSchema, request.params);
    const body = parseInput(updatePipelineItemRequestSchema, request.body);
    return savingItem(reply, () => changeItem(app.deps, user, ids, body));
  });

  app.put('/:id/pipeline/items/:itemId/stage', async (request, reply) => {
    const user = signedIn(request);
    const ids = parseInput(pipelineItemParamsSchema, request.params);
    const body = parseInput(movePipelineItemRequestSchema, request.body);
    return savingItem(reply, () => changeItem(app.deps, user, ids, body));
  });

  app.delete('/:id/pipeline/items/:itemId', async (request, reply) => {
    const user = signedIn(request);
    await removeItem(app.deps, user, parseInput(pipelineItemParamsSchema, request.params));
    return reply.status(204).send();
  });

  // The item's notes, checklist and changes live in their own file (ADRs 0200-0202).
  await app.register(pipelineItemWorkRoutes);
};
