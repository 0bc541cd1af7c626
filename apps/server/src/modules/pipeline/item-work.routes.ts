import {
  addPipelineTaskRequestSchema,
  pipelineItemParamsSchema,
  pipelineNoteParamsSchema,
  pipelineNoteRequestSchema,
  pipelineTaskParamsSchema,
  updatePipelineTaskRequestSchema,
} from '@wac/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { parseInput } from '../../http/validate';
import { getItemChanges } from './item-changes.service';
import { editNote, getNotes, postNote, removeNote } from './notes.service';
import { addTask, changeTask, getTasks, removeTask } from './tasks.service';

const signedIn = (request: FastifyRequest) =>
  requireUser(request, 'Please log in to use the pipeline.');

/**
 * An item's notes, checklist and notice changes (issue 29, ADRs 0200-0202), under
 * /api/workspaces/:id/pipeline/items/:itemId/. Input first (a 400 names the field), then the
 * services check membership and role through the one permission table.
 */
export const pipelineItemWorkRoutes: FastifyPluginAsync = async (app) => {
  const item = '/:id/pipeline/items/:itemId';
  const itemIds = (request: FastifyRequest) => parseInput(pipelineItemParamsSchema, request.params);

  app.get(`${item}/notes`, async (request) =>
    getNotes(app.deps, signedIn(request), itemIds(request)),
  );

  app.post(`${item}/notes`, async (request, reply) => {
    const user = signedIn(request);
    const ids = itemIds(request);
    const { text } = parseInput(pipelineNoteRequestSchema, request.body);
    return reply.status(201).send(await postNote(app.deps, user, ids, text));
  });

  app.put(`${item}/notes/:noteId`, async (request) => {
    const user = signedIn(request);
    const ids = parseInput(pipelineNoteParamsSchema, request.params);
    const { text } = parseInput(pipelineNoteRequestSchema, request.body);
    return editNote(app.deps, user, ids, text);
  });

  app.delete(`${item}/notes/:noteId`, async (request, reply) => {
    const user = signedIn(request);
    await removeNote(app.deps, user, parseInput(pipelineNoteParamsSchema, request.params));
    return reply.status(204).send();
  });

  app.get(`${item}/tasks`, async (request) =>
    getTasks(app.deps, signedIn(request), itemIds(request)),
  );

  app.post(`${item}/tasks`, async (request, reply) => {
    const user = signedIn(request);
    const ids = itemIds(request);
    const body = parseInput(addPipelineTaskRequestSchema, request.body);
    return reply.status(201).send(await addTask(app.deps, user, ids, body));
  });

  app.put(`${item}/tasks/:taskId`, async (request) => {
    const user = signedIn(request);
    const ids = parseInput(pipelineTaskParamsSchema, request.params);
    const body = parseInput(updatePipelineTaskRequestSchema, request.body);
    return changeTask(app.deps, user, ids, body);
  });

  app.delete(`${item}/tasks/:taskId`, async (request, reply) => {
    const user = signedIn(request);
    await removeTask(app.deps, user, parseInput(pipelineTaskParamsSchema, request.params));
    return reply.status(204).send();
  });

  app.get(`${item}/changes`, async (request) =>
    getItemChanges(app.deps, signedIn(request), itemIds(request)),
  );
};
