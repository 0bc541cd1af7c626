import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { SLOW_REQUEST_MS, SlowRequestLog } from './request-log';

/** A Fastify app logging as the server does (pino at info, request logging off) into `lines`. */
async function appLoggingInto(lines: Record<string, unknown>[]) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level: 'info' }, sink) as FastifyBaseLogger,
    logController: new SlowRequestLog(),
  });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/broken', async (_request, reply) => reply.status(503).send({ ok: false }));
  app.get('/calendar/:file', async (_request, reply) => reply.status(500).send({ ok: false }));
  app.get('/slow', async (_request, reply) => {
    // Elapsed time as Fastify measures it, without waiting a second in a test.
    Object.defineProperty(reply, 'elapsedTime', { get: () => SLOW_REQUEST_MS + 5 });
    return { ok: true };
  });
  await app.ready();
  return app;
}

describe('request log (ADR 0126)', () => {
  it('logs slow and failed requests once, and ordinary ones not at all', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLoggingInto(lines);
    await app.inject({ method: 'GET', url: '/fast' });
    expect(lines).toEqual([]);
    await app.inject({ method: 'GET', url: '/broken?x=1' });
    await app.inject({ method: 'GET', url: '/slow' });
    await app.close();
    expect(lines).toMatchObject([
      { msg: 'request failed', url: '/broken?…', route: '/broken', statusCode: 503 },
      { msg: 'slow request', url: '/slow', statusCode: 200, responseTime: SLOW_REQUEST_MS + 5 },
    ]);
  });

  it('never logs a token from the path or the query string', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLoggingInto(lines);
    await app.inject({ method: 'GET', url: '/calendar/s3cr3t-calendar-token.ics' });
    await app.inject({ method: 'GET', url: '/broken?token=s3cr3t-unsubscribe-token' });
    await app.close();
    expect(JSON.stringify(lines)).not.toMatch(/s3cr3t/);
    expect(lines).toMatchObject([
      { msg: 'request failed', url: '/calendar/:file', route: '/calendar/:file' },
      { msg: 'request failed', url: '/broken?…' },
    ]);
  });
});
