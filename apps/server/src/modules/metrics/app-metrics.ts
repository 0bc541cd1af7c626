import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Pool } from '../../db/pool';
import { searchPageCacheLookups } from '../search/search-page-cache';
import { readPoolUse, readQueueDepths, readSourceSyncStates } from './database-gauges';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5];

export type AppMetrics = ReturnType<typeof createAppMetrics>;

/**
 * The metrics of one app (one per process in production; tests build several): request and
 * search latency, observed as requests end, and gauges read from the database and the pool when
 * /metrics is scraped.
 */
export function createAppMetrics(db: Pool) {
  const registry = new Registry();
  const httpDuration = new Histogram({
    name: 'wac_http_request_duration_seconds',
    help: 'HTTP request latency by route template, method and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const searchDuration = new Histogram({
    name: 'wac_search_duration_seconds',
    help: 'GET /api/search/ latency by query class (keyword, filters, count_only, ...).',
    labelNames: ['query_class'] as const,
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
    name: 'wac_sync_seconds_since_success',
    help: "Seconds since each source's last successful sync (absent before the first).",
    labelNames: ['source'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const state of await readSourceSyncStates(db)) {
        if (state.secondsSinceSuccess !== null) {
          this.set({ source: state.source }, Math.round(state.secondsSinceSuccess));
        }
      }
    },
  });
  new Gauge({
    name: 'wac_sync_failing',
    help: "1 while a source's last sync attempt failed, else 0.",
    labelNames: ['source'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const state of await readSourceSyncStates(db)) {
        this.set({ source: state.source }, state.isFailing ? 1 : 0);
      }
    },
  });
  new Gauge({
    name: 'wac_sync_window_errors',
    help: 'Failed window attempts per source since it was first synced (only ever grows).',
    labelNames: ['source'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const state of await readSourceSyncStates(db)) {
        this.set({ source: state.source }, state.errorsTotal);
      }
    },
  });
  new Gauge({
    name: 'wac_sync_failed_windows',
    help: 'Windows per source that failed and wait for their retry (gaps in the data).',
    labelNames: ['source'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const state of await readSourceSyncStates(db)) {
        this.set({ source: state.source }, state.failedWindows);
      }
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
  new Counter({
    name: 'wac_search_page_cache_lookups_total',
    help: "Result pages looked up in this process's page cache (ADR 0110), by outcome.",
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ outcome: 'hit' }, searchPageCacheLookups.hits);
      this.inc({ outcome: 'miss' }, searchPageCacheLookups.misses);
    },
  });
  return { registry, httpDuration, searchDuration };
}
