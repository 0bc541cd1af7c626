import {
  auditLogFiltersSchema,
  auditLogQuerySchema,
  buildCsvExportFileName,
  pipelineAnalyticsCsvQuerySchema,
  workspaceParamsSchema,
} from '@wac/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { parseInput } from '../../http/validate';
import { exportAnalyticsCsv, getPipelineAnalytics } from './analytics.service';
import { exportAuditLogCsv, getAuditLog } from './audit-log.service';

const signedIn = (request: FastifyRequest) =>
  requireUser(request, 'Please log in to use workspaces.');

const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${buildCsvExportFileName(name)}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);

/**
 * /api/workspaces/:id/audit-log (ADR 0205) and /api/workspaces/:id/pipeline/analytics (ADR
 * 0206). The query is checked first, so a bad filter is named even beside a bad workspace.
 */
export const workspaceInsightsRoutes: FastifyPluginAsync = async (app) => {
  const ws = (request: FastifyRequest) => parseInput(workspaceParamsSchema, request.params).id;

  app.get('/:id/audit-log', async (request) => {
    const user = signedIn(request);
    const query = parseInput(auditLogQuerySchema, request.query);
    return getAuditLog(app.deps, user, ws(request), query);
  });

  app.get('/:id/audit-log/export.csv', async (request, reply) => {
    const user = signedIn(request);
    const filters = parseInput(auditLogFiltersSchema, request.query);
    const csv = await exportAuditLogCsv(app.deps, user, ws(request), filters);
    return sendCsv(reply, 'audit-log', csv);
  });

  app.get('/:id/pipeline/analytics', async (request) =>
    getPipelineAnalytics(app.deps, signedIn(request), ws(request)),
  );

  app.get('/:id/pipeline/analytics/export.csv', async (request, reply) => {
    const user = signedIn(request);
    const { table } = parseInput(pipelineAnalyticsCsvQuerySchema, request.query);
    const csv = await exportAnalyticsCsv(app.deps, user, ws(request), table);
    return sendCsv(reply, `pipeline-${table.replaceAll('_', '-')}`, csv);
  });
};
