import Fastify from 'fastify';
import { Gauge } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { classifySearchQuery } from '../search/search-metrics';
import { type MetricsRegistration, metricsRoutes } from '.';

// Every line of the text exposition format: a comment (HELP/TYPE) or `name{labels} value`.
const SAMPLE_LINE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="([^"\\]|\\.)*",?)*\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/;

type Sample = { labels: Record<string, string>; value: string };
type Family = { type: string; metrics: Sample[] };

/**
 * Reads the exposition text strictly: every family has HELP and TYPE before its samples, every
 * sample line is well formed and belongs to the family announced last (histograms add _bucket,
 * _sum and _count). Samples of a family are listed with their labels (`le` kept for buckets).
 */
function familyByName(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  let current: { name: string; family: Family } | undefined;
  for (const line of text.split('\n').filter(Boolean)) {
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      current = {
        name: type[1] as string,
        family: { type: (type[2] as string).toUpperCase(), metrics: [] },
      };
      families.set(current.name, current.family);
      continue;
    }
    if (line.startsWith('# HELP ')) continue;
    expect(line).toMatch(SAMPLE_LINE);
    const [, name, labelText = '', value = ''] = /^([^{ ]+)(?:\{(.*)\})? (.+)$/.exec(line) ?? [];
    expect(
      current && [
        current.name,
        `${current.name}_bucket`,
        `${current.name}_sum`,
        `${current.name}_count`,
      ],
    ).toContain(name);
    if (name?.endsWith('_bucket') || name?.endsWith('_sum')) continue;
    const labels = Object.fromEntries(
      [...labelText.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    current?.family.metrics.push({ labels, value });
  }
  return families;
}

describe('GET /metrics', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.database.pool.query(
      `INSERT INTO ingest_sources (source_system, last_success_at, last_attempt_at, last_error)
       VALUES ('ContractsFinder', now() - interval '90 seconds', now(), 'HTTP 503'),
              ('FTS', now() - interval '30 seconds', now(), NULL)`,
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('serves the Prometheus text format with latency by route, search class, sync, pool', async () => {
    await testApp.app.inject({ url: '/api/search/?q=software&region=UKI' });
    await testApp.app.inject({ url: '/api/search/?q=software&count_only=true' });
    await testApp.app.inject({ url: '/api/opportunities/WAC-NOPE000000/' });
    const response = await testApp.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    const families = familyByName(response.body);
    const requests = families.get('wac_http_request_duration_seconds');
    expect(requests?.type).toBe('HISTOGRAM');
    const labels = requests?.metrics.map((metric) => metric.labels);
    expect(labels).toContainEqual({ method: 'GET', route: '/api/search', status_code: '200' });
    // The route template, never the raw URL with its id.
    expect(labels).toContainEqual({
      method: 'GET',
      route: '/api/opportunities/:id',
      status_code: '404',
    });
    const searchClasses = families
      .get('wac_search_duration_seconds')
      ?.metrics.map((metric) => metric.labels?.query_class);
    expect(searchClasses).toEqual(expect.arrayContaining(['keyword_filters', 'count_only']));

    const lag = families.get('wac_sync_seconds_since_success')?.metrics ?? [];
    const cfLag = lag.find((metric) => metric.labels?.source === 'ContractsFinder');
    expect(Number(cfLag?.value)).toBeGreaterThanOrEqual(90);
    expect(Number(cfLag?.value)).toBeLessThan(150);
    const failing = families.get('wac_sync_failing')?.metrics ?? [];
    expect(failing.map((metric) => [metric.labels?.source, metric.value])).toEqual(
      expect.arrayContaining([
        ['ContractsFinder', '1'],
        ['FTS', '0'],
      ]),
    );
    const pool = families.get('wac_db_pool_connections')?.metrics ?? [];
    expect(pool.map((metric) => metric.labels?.state).sort()).toEqual(['idle', 'total', 'waiting']);
    expect(families.has('wac_emails_total')).toBe(true);
    expect(families.has('wac_job_queue_depth')).toBe(true);
  });

  it('counts pg-boss jobs waiting per queue', async () => {
    await testApp.database.pool.query(`CREATE SCHEMA IF NOT EXISTS pgboss;
      CREATE TABLE IF NOT EXISTS pgboss.job (name text, state text);
      INSERT INTO pgboss.job VALUES ('email', 'created'), ('email', 'created'), ('sync', 'active'),
        ('email', 'completed')`);
    try {
      const families = familyByName((await testApp.app.inject({ url: '/metrics' })).body);
      const depths = families.get('wac_job_queue_depth')?.metrics ?? [];
      expect(depths.map((m) => [m.labels?.queue, m.labels?.state, m.value]).sort()).toEqual([
        ['email', 'created', '2'],
        ['sync', 'active', '1'],
      ]);
    } finally {
      await testApp.database.pool.query('DROP SCHEMA pgboss CASCADE');
    }
  });

  it('refuses clients on other machines and requests that came through a proxy', async () => {
    const remote = await testApp.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ code: 'FORBIDDEN' });
    const proxied = await testApp.app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let testApp: TestApp;
  const token = 'a-long-enough-metrics-token';
  beforeAll(async () => {
    testApp = await createTestApp({ METRICS_TOKEN: token });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('serves whoever brings the token, from anywhere, and nobody else', async () => {
    const remoteAddress = '203.0.113.9';
    const withToken = await testApp.app.inject({
      url: '/metrics',
      remoteAddress,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.statusCode).toBe(200);
    const wrong = await testApp.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer a-long-enough-wrong-token!' },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await testApp.app.inject({ url: '/metrics' })).statusCode).toBe(403);
  });
});

describe('search query classes', () => {
  it('labels each kind of search by what drives its plan', () => {
    expect(classifySearchQuery({ q: 'roads', count_only: 'true' })).toBe('count_only');
    expect(classifySearchQuery({ q: ' WAC-5AVE0K84QR ' })).toBe('wac_id');
    expect(classifySearchQuery({ q: 'roads', page: '2', sort: 'value-desc' })).toBe('keyword');
    expect(classifySearchQuery({ q: 'roads', region: ['UKI'] })).toBe('keyword_filters');
    expect(classifySearchQuery({ region: 'UKI', value_from: '' })).toBe('filters');
    expect(classifySearchQuery({ value_from: '', page: '3' })).toBe('browse');
  });
});

describe('metrics by registration', () => {
  it('serves what a module registers at start and tells it of each finished request', async () => {
    const testApp = await createTestApp();
    const seen: string[] = [];
    const registerWidgets: MetricsRegistration = (registry) => {
      new Gauge({ name: 'wac_test_widgets', help: 'Widgets.', registers: [registry] }).set(7);
      return (request, reply) => seen.push(`${request.url} ${reply.statusCode}`);
    };
    const app = Fastify();
    app.decorate('deps', testApp.app.deps);
    await app.register(metricsRoutes, { registrations: [registerWidgets] });
    app.get('/ping', async () => 'pong');
    try {
      await app.inject({ url: '/ping' });
      const families = familyByName((await app.inject({ url: '/metrics' })).body);
      expect(families.get('wac_test_widgets')?.metrics).toEqual([{ labels: {}, value: '7' }]);
      // Only what was registered: no module's metrics arrive by import.
      expect(families.has('wac_sync_failing')).toBe(false);
      expect(seen).toContain('/ping 200');
    } finally {
      await app.close();
      await testApp.close();
    }
  });
});
