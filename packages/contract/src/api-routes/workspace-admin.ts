import { auditLogFiltersSchema, auditLogQuerySchema, auditLogResponseSchema } from '../audit-log';
import { pipelineAnalyticsCsvQuerySchema, pipelineAnalyticsSchema } from '../pipeline-analytics';
import { workspaceParamsSchema } from '../workspaces';
import type { ApiRoute } from './api-route';

const base = { tag: 'Workspaces', isSignedIn: true } as const;
const csv = { contentType: 'text/csv', description: 'CSV file' };

/** A workspace's audit log (Enterprise, ADR 0205) and pipeline analytics (ADR 0206). */
export const WORKSPACE_ADMIN_ROUTES: ApiRoute[] = [
  {
    ...base,
    method: 'get',
    path: '/api/workspaces/{id}/audit-log/',
    summary: 'The audit log, newest first, filtered and paged (Enterprise; owners and admins)',
    params: workspaceParamsSchema,
    query: auditLogQuerySchema,
    responses: { 200: auditLogResponseSchema },
  },
  {
    ...base,
    method: 'get',
    path: '/api/workspaces/{id}/audit-log/export.csv',
    summary: 'The filtered audit log as CSV (Enterprise; owners and admins)',
    params: workspaceParamsSchema,
    query: auditLogFiltersSchema,
    responses: { 200: csv },
  },
  {
    ...base,
    method: 'get',
    path: '/api/workspaces/{id}/pipeline/analytics/',
    summary: 'Pipeline analytics: value by stage, bids by month, win rates, reasons',
    params: workspaceParamsSchema,
    responses: { 200: pipelineAnalyticsSchema },
  },
  {
    ...base,
    method: 'get',
    path: '/api/workspaces/{id}/pipeline/analytics/export.csv',
    summary: 'One table of the pipeline analytics as CSV',
    params: workspaceParamsSchema,
    query: pipelineAnalyticsCsvQuerySchema,
    responses: { 200: csv },
  },
];
