import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../http/error-handler';
import { describeConnectionError, isDatabaseUnavailableError } from './connection-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('database unavailable errors (ADR 0166)', () => {
  it('are told from a bad query, in every shape they arrive in', () => {
    const terminated = withCode(
      'terminating connection due to unexpected postmaster exit',
      '57P01',
    );
    expect(isDatabaseUnavailableError(terminated)).toBe(true);
    expect(
      isDatabaseUnavailableError(withCode('the database system is starting up', '57P03')),
    ).toBe(true);
    expect(isDatabaseUnavailableError(withCode('connect ECONNREFUSED', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true);
    // pg-boss emits a worker's error as a plain copy of its fields.
    expect(isDatabaseUnavailableError({ ...terminated, message: terminated.message })).toBe(true);
    expect(
      isDatabaseUnavailableError(
        new AggregateError([withCode('connect ECONNREFUSED ::1', 'ECONNREFUSED')], 'all failed'),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailableError(withCode('syntax error at or near "SELEC"', '42601'))).toBe(
      false,
    );
    expect(isDatabaseUnavailableError('57P01')).toBe(false);
    expect(describeConnectionError(terminated)).toBe(
      '57P01 terminating connection due to unexpected postmaster exit',
    );
  });

  it('answer 503 with Retry-After, not a bare 500', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/api/down', async () => {
      throw withCode('the database system is in recovery mode', '57P03');
    });
    app.get('/api/broken', async () => {
      throw withCode('relation "nope" does not exist', '42P01');
    });
    const down = await app.inject({ method: 'GET', url: '/api/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      detail: 'The service is briefly unavailable. Please try again in a few seconds.',
    });
    expect((await app.inject({ method: 'GET', url: '/api/broken' })).statusCode).toBe(500);
    await app.close();
  });
});
