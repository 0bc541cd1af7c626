import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { isWacId } from '../ingest/wac-id';
import { searchPageCacheLookups } from './page/search-page-cache';

const SEARCH_ROUTE = '/api/search';
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5];

/** How a search is labelled in `wac_search_duration_seconds`: few values, one per query plan. */
export type SearchQueryClass =
  | 'count_only'
  | 'wac_id'
  | 'keyword'
  | 'keyword_filters'
  | 'filters'
  | 'browse';

/** Parameters that shape the answer but do not narrow the matches. */
const NOT_FILTERS = new Set(['q', 'page', 'sort', 'count_only', 'include_sub_cpv']);

const isGiven = (value: unknown) =>
  Array.isArray(value) ? value.some(isGiven) : typeof value === 'string' && value.trim() !== '';

/** The class of a raw `/api/search/` query string (as parsed by Fastify, before validation). */
export function classifySearchQuery(query: Record<string, unknown>): SearchQueryClass {
  const countOnly = String(query.count_only ?? '').toLowerCase();
  if (countOnly === 'true' || countOnly === '1') return 'count_only';
  const q = typeof query.q === 'string' ? query.q.trim() : '';
  if (q !== '' && isWacId(q)) return 'wac_id';
  const hasFilters = Object.entries(query).some(
    ([name, value]) => !NOT_FILTERS.has(name) && isGiven(value),
  );
  if (q !== '') return hasFilters ? 'keyword_filters' : 'keyword';
  return hasFilters ? 'filters' : 'browse';
}

/**
 * Search's part of /metrics (a MetricsRegistration, ADR 0191): GET /api/search/ latency by query
 * class, observed as each search ends, and the page cache's hits and misses (ADR 0110).
 */
export function registerSearchMetrics(registry: Registry) {
  const searchDuration = new Histogram({
    name: 'wac_search_duration_seconds',
    help: 'GET /api/search/ latency by query class (keyword, filters, count_only, ...).',
    labelNames: ['query_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
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
  return (request: FastifyRequest, reply: FastifyReply, seconds: number) => {
    const route = request.routeOptions.url ?? '';
    if (route.replace(/\/$/, '') !== SEARCH_ROUTE || reply.statusCode >= 400) return;
    const query = (request.query ?? {}) as Record<string, unknown>;
    searchDuration.observe({ query_class: classifySearchQuery(query) }, seconds);
  };
}
