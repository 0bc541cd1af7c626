import {
  proposalTemplateListQuerySchema,
  proposalTemplateParamsSchema,
  proposalTemplateVersionParamsSchema,
  responseSectionsQuerySchema,
  saveProposalTemplateRequestSchema,
  startResponseQuerySchema,
  updateProposalTemplateRequestSchema,
  workspaceParamsSchema,
} from '@wac/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { buildErrorBody } from '../../http/error-handler';
import { parseInput } from '../../http/validate';
import { getResponseSections, startResponse } from './response.service';
import {
  createTemplate,
  getTemplate,
  getTemplates,
  getVersions,
  removeTemplate,
  restoreVersion,
  saveTemplate,
  TemplateConflictError,
} from './templates.service';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const signedIn = (request: FastifyRequest) =>
  requireUser(request, 'Please log in to use proposal templates.');

/** Proposal templates and "Start a response" under /api/workspaces (issue 30, ADR 0247). */
export const proposalTemplatesRoutes: FastifyPluginAsync = async (app) => {
  const ws = (request: FastifyRequest) => parseInput(workspaceParamsSchema, request.params).id;
  const one = (request: FastifyRequest) => parseInput(proposalTemplateParamsSchema, request.params);

  app.get('/:id/templates', async (request) => {
    const user = signedIn(request);
    const { q } = parseInput(proposalTemplateListQuerySchema, request.query);
    return getTemplates(app.deps, user, ws(request), q);
  });

  app.post('/:id/templates', async (request, reply) => {
    const user = signedIn(request);
    const workspaceId = ws(request);
    const body = parseInput(saveProposalTemplateRequestSchema, request.body);
    return reply.code(201).send(await createTemplate(app.deps, user, workspaceId, body));
  });

  app.get('/:id/templates/:templateId', async (request) =>
    getTemplate(app.deps, signedIn(request), one(request)),
  );

  app.put('/:id/templates/:templateId', async (request, reply) => {
    const user = signedIn(request);
    const ids = one(request);
    const body = parseInput(updateProposalTemplateRequestSchema, request.body);
    try {
      return await saveTemplate(app.deps, user, ids, body);
    } catch (error) {
      if (!(error instanceof TemplateConflictError)) throw error;
      // A stale save: the template as it now is beside the usual error envelope (ADR 0280).
      return reply.status(409).send({ ...buildErrorBody(error), current: error.current });
    }
  });

  app.delete('/:id/templates/:templateId', async (request, reply) => {
    await removeTemplate(app.deps, signedIn(request), one(request));
    return reply.code(204).send();
  });

  app.get('/:id/templates/:templateId/versions', async (request) =>
    getVersions(app.deps, signedIn(request), one(request)),
  );

  app.post('/:id/templates/:templateId/versions/:version/restore', async (request) => {
    const user = signedIn(request);
    return restoreVersion(
      app.deps,
      user,
      parseInput(proposalTemplateVersionParamsSchema, request.params),
    );
  });

  app.get('/:id/responses/sections', async (request) => {
    const user = signedIn(request);
    const { wac_id } = parseInput(responseSectionsQuerySchema, request.query);
    return getResponseSections(app.deps, user, ws(request), wac_id);
  });

  app.get('/:id/responses/start.docx', async (request, reply) => {
    const user = signedIn(request);
    // The query first, so a bad parameter is named whatever the path says.
    const query = parseInput(startResponseQuerySchema, request.query);
    const { fileName, document } = await startResponse(app.deps, user, ws(request), query);
    return reply
      .header('content-type', DOCX)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(document);
  });
};
