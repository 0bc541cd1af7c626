import { Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../../app-deps';
import { readPoolUse, readQueueDepths } from './database-gauges';
import type { MetricsRegistration, RequestObserver } from './metrics-registration';

export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5];

export type AppMetrics = ReturnType<typeof createAppMetrics>;

/**
 * The metrics of one app (one per process in production; tests build several): request latency,
 * observed as requests end, the pool and job queue read when /metrics is scraped, and whatever
 * each module's registration adds (its gauges, and observers of finished requests).
 */
export function createAppMetrics(deps: AppDeps, registrations: readonly MetricsRegistration[]) {
  const registry = new Registry();
  const { db } = deps;
  const httpDuration = new Histogram({
    name: 'wac_http_request_duration_seconds',
    help: 'HTTP request latency by route template, method and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'wac_db_pool_connections',
    help: "This process's database pool: open (total), idle, and callers waiting for one.",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = readPoolUse(db);
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  new Gauge({
    name: 'wac_job_queue_depth',
    help: 'pg-boss jobs per queue waiting (created, retry) or running (active).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const depth of await readQueueDepths(db)) {
        this.set({ queue: depth.queue, state: depth.state }, depth.jobs);
      }
    },
  });
  const observers: RequestObserver[] = [];
  for (const register of registrations) {
    const observer = register(registry, deps);
    if (observer) observers.push(observer);
  }
  return { registry, httpDuration, observers };
}
