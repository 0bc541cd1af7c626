import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { AppError } from '../../http/app-error';
import { createAppMetrics } from './app-metrics';
import { mayReadMetrics } from './metrics-access';
import { processRegistry } from './process-metrics';
import { classifySearchQuery } from './search-query-class';

const SEARCH_ROUTE = '/api/search';

/**
 * Prometheus metrics: every request's latency by route template (never the raw URL, so the label
 * set stays small), searches by query class, and `GET /metrics` in the text format for a
 * scraper on this machine or one holding METRICS_TOKEN (ADR 0079).
 */
const metricsPlugin: FastifyPluginAsync = async (app) => {
  const metrics = createAppMetrics(app.deps.db);
  const token = app.deps.env.METRICS_TOKEN;

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      seconds,
    );
    if (route.replace(/\/$/, '') === SEARCH_ROUTE && reply.statusCode < 400) {
      const query = (request.query ?? {}) as Record<string, unknown>;
      metrics.searchDuration.observe({ query_class: classifySearchQuery(query) }, seconds);
    }
  });

  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, token)) {
      throw new AppError('FORBIDDEN', 'Metrics are served to this machine or with METRICS_TOKEN.');
    }
    const registry = Registry.merge([processRegistry, metrics.registry]);
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
};

export const metricsRoutes = fp(metricsPlugin, { name: 'wac-metrics' });
