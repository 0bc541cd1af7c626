import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { AppError } from '../../http/app-error';
import { createAppMetrics } from './app-metrics';
import { mayReadMetrics } from './metrics-access';
import type { MetricsRegistration } from './metrics-registration';
import { processRegistry } from './process-metrics';

export type MetricsOptions = {
  /** Each module's part of /metrics, registered when the app starts (app.ts, ADR 0191). */
  registrations: readonly MetricsRegistration[];
};

/**
 * Prometheus metrics: every request's latency by route template (never the raw URL, so the label
 * set stays small), what each module registers, and `GET /metrics` in the text format for a
 * scraper on this machine or one holding METRICS_TOKEN (ADR 0079).
 */
const metricsPlugin: FastifyPluginAsync<MetricsOptions> = async (app, options) => {
  const metrics = createAppMetrics(app.deps, options.registrations);
  const token = app.deps.env.METRICS_TOKEN;

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      seconds,
    );
    for (const observe of metrics.observers) observe(request, reply, seconds);
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
