import { opportunityParamsSchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../../http/validate';
import { buildAttachmentPolicy } from '../attachments/attachment-policy';
import { downloadOpportunityAttachments } from '../attachments/attachments.service';
import { getOpportunityDetail } from './opportunities.service';
import { getProcurementTimeline } from './timeline/timeline.service';

export const opportunitiesRoutes: FastifyPluginAsync = async (app) => {
  const attachmentPolicy = buildAttachmentPolicy(app.deps.env);

  app.get('/:id', async (request) => {
    const { id } = parseInput(opportunityParamsSchema, request.params);
    return getOpportunityDetail(app.deps.db, request.user, id);
  });

  app.get('/:id/timeline', async (request) => {
    const { id } = parseInput(opportunityParamsSchema, request.params);
    return getProcurementTimeline(app.deps.db, id);
  });

  app.get('/:id/download-attachments', async (request, reply) => {
    const { id } = parseInput(opportunityParamsSchema, request.params);
    // Stop fetching from the portals as soon as the browser gives up waiting.
    const abort = new AbortController();
    reply.raw.once('close', () => abort.abort());
    const download = await downloadOpportunityAttachments(
      { db: app.deps.db, policy: attachmentPolicy },
      request.user,
      id,
      abort.signal,
    );
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${download.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(download.stream);
  });
};
