import {
  documentPageParamsSchema,
  documentsQuerySchema,
  opportunityParamsSchema,
} from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../../http/validate';
import { getDocumentPage, getOpportunityDocuments } from './search/documents.service';

/** /api/opportunities/:id/documents/... (issue 32): the list with matching pages, and the reader. */
export const documentsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/:id/documents', async (request, reply) => {
    const { id } = parseInput(opportunityParamsSchema, request.params);
    const { q } = parseInput(documentsQuerySchema, request.query);
    reply.header('cache-control', 'private, no-cache');
    return getOpportunityDocuments(app.deps.db, request.user, id, q);
  });
  app.get('/:id/documents/:hash/pages/:page', async (request, reply) => {
    const { id, hash, page } = parseInput(documentPageParamsSchema, request.params);
    const { q } = parseInput(documentsQuerySchema, request.query);
    reply.header('cache-control', 'private, no-cache');
    return getDocumentPage(app.deps.db, request.user, { wacId: id, hash, pageNo: page, q });
  });
};
