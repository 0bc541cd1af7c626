import { healthResponseSchema, readinessResponseSchema } from '../health';
import { type ApiRoute, text } from './api-route';

/** Health, readiness, metrics and the API description itself. */
export const OPERATIONS_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/health/',
    tag: 'Operations',
    summary: 'Database, migrations and sync status (503 when the database is down)',
    responses: { 200: healthResponseSchema, 503: healthResponseSchema },
  },
  {
    method: 'get',
    path: '/api/ready/',
    tag: 'Operations',
    summary:
      'Readiness for a load balancer: false while migrations run or are pending, or the database is unreachable',
    responses: { 200: readinessResponseSchema, 503: readinessResponseSchema },
  },
  {
    method: 'get',
    path: '/metrics',
    tag: 'Operations',
    summary: 'Prometheus metrics (this machine, or Authorization: Bearer METRICS_TOKEN)',
    responses: { 200: text('Prometheus text exposition format 0.0.4') },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Operations',
    summary: 'This document',
    responses: { 200: { contentType: 'application/json', description: 'OpenAPI 3.1 document' } },
  },
  {
    method: 'get',
    path: '/api/docs/',
    tag: 'Operations',
    summary: 'The readable API reference (HTML)',
    responses: { 200: { contentType: 'text/html', description: 'Reference page' } },
  },
];
