import { randomBytes } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildRegistration,
  injectFrom,
  randomClientIp,
  registerThroughApi,
  STRONG_PASSWORD,
} from '../../../test/helpers/accounts';
import { buildTestApp } from '../../../test/helpers/app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { createPool, type Pool } from '../../db/pool';
import { rateLimitPluginOptions } from '../../http/pg-rate-limit-store';
import { CONTACT_RATE_LIMIT } from '../contact/contact.routes';
import { AUTH_RATE_LIMITS } from './auth-rate-limits';

// Two API processes on one database: app A on the test pool, app B on a pool of its own.
let database: TestDatabase;
let poolB: Pool;
let appA: FastifyInstance;
let appB: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  poolB = createPool(database.connectionString, 5);
  const env = { DATA_DIR: '/tmp/wac-rate-limit-store-test-outbox' };
  appA = (await buildTestApp(database.pool, env)).app;
  appB = (await buildTestApp(poolB, env)).app;
});
afterAll(async () => {
  await appA?.close();
  await appB?.close();
  await poolB?.end();
  await database?.close();
});

const post = (app: FastifyInstance, url: string, payload: Record<string, unknown>, ip?: string) =>
  injectFrom(app, { method: 'POST', url, payload, ip });

async function counters(pattern: string) {
  const { rows } = await database.pool.query<{ key: string; hits: number }>(
    'SELECT key, hits FROM rate_limit_counters WHERE key LIKE $1 ORDER BY key',
    [pattern],
  );
  return rows;
}

const CONTACT_MESSAGE = { name: 'Ada', email: 'ada@example.test', message: 'Hello there' };

describe('the PostgreSQL rate-limit store', () => {
  it('shares one per-IP count between two apps on the same database', async () => {
    const ip = randomClientIp();
    for (let attempt = 0; attempt < CONTACT_RATE_LIMIT.max; attempt += 1) {
      const app = attempt % 2 === 0 ? appA : appB;
      // Only accepted messages count (issue 14 item 6).
      expect((await post(app, '/api/contact/', CONTACT_MESSAGE, ip)).statusCode).toBe(201);
    }
    for (const app of [appA, appB]) {
      const blocked = await post(app, '/api/contact/', CONTACT_MESSAGE, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }
    expect(await counters(`limiter:contact:${ip}`)).toEqual([
      { key: `limiter:contact:${ip}`, hits: CONTACT_RATE_LIMIT.max },
    ]);
    // Another address has its own count.
    expect((await post(appB, '/api/contact/', CONTACT_MESSAGE)).statusCode).toBe(201);
  });

  it('shares one per-account count between two apps (app.createRateLimit limiters)', async () => {
    const body = buildRegistration({ password2: 'mismatch' });
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.register.perAccount.max; attempt += 1) {
      const app = attempt % 2 === 0 ? appB : appA;
      expect((await post(app, '/api/auth/register/', body)).statusCode).toBe(400);
    }
    const blocked = await post(appA, '/api/auth/registration/', body);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await counters(`limiter:register:${body.email.toLowerCase()}`)).toEqual([
      {
        key: `limiter:register:${body.email.toLowerCase()}`,
        hits: AUTH_RATE_LIMITS.register.perAccount.max + 1,
      },
    ]);
  });

  it('starts a new window once the old one has expired', async () => {
    const ip = randomClientIp();
    const key = `limiter:contact:${ip}`;
    for (let attempt = 0; attempt < CONTACT_RATE_LIMIT.max; attempt += 1) {
      await post(appA, '/api/contact/', CONTACT_MESSAGE, ip);
    }
    expect((await post(appB, '/api/contact/', CONTACT_MESSAGE, ip)).statusCode).toBe(429);

    await database.pool.query(
      `UPDATE rate_limit_counters SET reset_at = now() - interval '1 second' WHERE key = $1`,
      [key],
    );
    const again = await post(appB, '/api/contact/', CONTACT_MESSAGE, ip);
    expect(again.statusCode).toBe(201);
    const { rows } = await database.pool.query<{ hits: number; seconds_left: number }>(
      `SELECT hits, extract(epoch FROM reset_at - now())::float8 AS seconds_left
       FROM rate_limit_counters WHERE key = $1`,
      [key],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.hits).toBe(1);
    // A full fresh window: 15 minutes from now on the database clock.
    expect(rows[0]?.seconds_left).toBeGreaterThan(15 * 60 - 30);
    expect(rows[0]?.seconds_left).toBeLessThanOrEqual(15 * 60);
  });

  it('does not count a check-only call (increment: false): no row is created or changed', async () => {
    const app = Fastify({ logger: false });
    await app.register(fastifyRateLimit, rateLimitPluginOptions(database.pool, app.log));
    const name = `check-only-${randomBytes(4).toString('hex')}`;
    const limiter = app.createRateLimit({
      max: 5,
      timeWindow: '1 minute',
      keyGenerator: () => name,
    });
    app.get('/check', async (request) => limiter(request, { increment: false }));
    app.get('/count', async (request) => limiter(request));
    try {
      const key = `limiter:${name}`;
      await app.inject({ url: '/check' });
      expect(await counters(key)).toEqual([]);
      await app.inject({ url: '/count' });
      const before = await database.pool.query(
        'SELECT reset_at FROM rate_limit_counters WHERE key = $1',
        [key],
      );
      const check = await app.inject({ url: '/check' });
      expect(check.json()).toMatchObject({ remaining: 4, isExceeded: false });
      expect(await counters(key)).toEqual([{ key, hits: 1 }]);
      const after = await database.pool.query(
        'SELECT reset_at FROM rate_limit_counters WHERE key = $1',
        [key],
      );
      expect(after.rows).toEqual(before.rows);
    } finally {
      await app.close();
    }
  });

  it('counts login failures before answering, shared by both apps, and takes a success back', async () => {
    const { user } = await registerThroughApi(appA);
    const ip = randomClientIp();
    const email = user.email.toLowerCase();
    const login = (app: FastifyInstance, password: string) =>
      post(app, '/api/auth/login/', { email: user.email, password }, ip);
    const expected = (hits: number) => [
      { key: `login-failures:account:${email}`, hits },
      { key: `login-failures:pair:${ip} ${email}`, hits },
    ];

    for (const app of [appA, appB, appA]) {
      expect((await login(app, 'Wrong-1-pass')).statusCode).toBe(400);
    }
    // No waiting: the row is written before the answer (issue 14 item 12).
    expect(await counters(`login-failures:%${email}`)).toEqual(expected(3));
    expect((await login(appB, STRONG_PASSWORD)).statusCode).toBe(200);
    expect(await counters(`login-failures:%${email}`)).toEqual(expected(3));
  });

  it('stores over-long keys (a huge "email") as a hash and still counts them', async () => {
    const body = buildRegistration({
      email: `${randomBytes(4000).toString('hex')}@example.test`,
      password2: 'mismatch',
    });
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.register.perAccount.max; attempt += 1) {
      expect((await post(appA, '/api/auth/register/', body)).statusCode).toBe(400);
    }
    expect((await post(appB, '/api/auth/register/', body)).statusCode).toBe(429);
    expect(await counters('limiter:sha256:%')).toEqual([
      {
        key: expect.stringMatching(/^limiter:sha256:[0-9a-f]{64}$/),
        hits: AUTH_RATE_LIMITS.register.perAccount.max + 1,
      },
    ]);
  });

  it('lets requests through and logs a warning when the database fails (fails open)', async () => {
    const failingDb = { query: () => Promise.reject(new Error('connection refused')) };
    const app = Fastify({ logger: false });
    const warn = vi.spyOn(app.log, 'warn');
    await app.register(fastifyRateLimit, rateLimitPluginOptions(failingDb, app.log));
    app.get('/limited', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, () => 'ok');
    const limiter = app.createRateLimit({
      max: 1,
      timeWindow: '1 minute',
      keyGenerator: () => 'k',
    });
    app.get('/manual', async (request) => {
      await limiter(request);
      return limiter(request, { increment: false });
    });
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await app.inject({ url: '/limited' })).statusCode).toBe(200);
      }
      const manual = await app.inject({ url: '/manual' });
      expect(manual.json()).toMatchObject({ isExceeded: false, remaining: 1 });
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error) }),
        'rate-limit store unavailable; letting the request through',
      );
    } finally {
      await app.close();
    }
  });
});
