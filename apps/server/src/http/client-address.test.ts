import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomClientIp } from '../../test/helpers/accounts';
import { buildTestApp } from '../../test/helpers/app';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { loadEnv } from '../config/env';
import { AUTH_RATE_LIMITS } from '../modules/auth/auth-rate-limits';
import { addressKey } from './client-address';

// A per-address limit that costs nothing to hit: refused bodies count too.
const LIMITED_URL = '/api/auth/password/reset/confirm/';
const { max } = AUTH_RATE_LIMITS.passwordResetConfirm.perIp;

describe('TRUST_PROXY (issue 15 item 7)', () => {
  it('takes a hop count or proxy addresses, is off by default and refuses "true"', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/number of proxies/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/10\.0\.0\.0\/99/);
  });

  describe('behind proxies', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database.close();
    });

    // What a proxy does: it appends the address it saw to whatever the client sent.
    const throughProxy = (
      app: Awaited<ReturnType<typeof buildTestApp>>['app'],
      client: string,
      claimed?: string,
    ) =>
      app.inject({
        method: 'POST',
        url: LIMITED_URL,
        payload: {},
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': claimed ? `${claimed}, ${client}` : client },
      });

    for (const setting of ['1', '127.0.0.1']) {
      it(`TRUST_PROXY=${setting}: a client cannot reset its limit by sending X-Forwarded-For`, async () => {
        const { app } = await buildTestApp(database.pool, { TRUST_PROXY: setting });
        try {
          const client = randomClientIp();
          for (let attempt = 0; attempt < max; attempt += 1) {
            expect((await throughProxy(app, client, randomClientIp())).statusCode).toBe(400);
          }
          const blocked = await throughProxy(app, client, randomClientIp());
          expect(blocked.statusCode).toBe(429);
          expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
          // Another client behind the same proxy has its own count.
          expect((await throughProxy(app, randomClientIp())).statusCode).toBe(400);
        } finally {
          await app.close();
        }
      });
    }

    it('TRUST_PROXY off: X-Forwarded-For is ignored, the socket address counts', async () => {
      const { app } = await buildTestApp(database.pool, {});
      try {
        const socket = randomClientIp();
        const send = () =>
          app.inject({
            method: 'POST',
            url: LIMITED_URL,
            payload: {},
            remoteAddress: socket,
            headers: { 'x-forwarded-for': randomClientIp() },
          });
        for (let attempt = 0; attempt < max; attempt += 1) {
          expect((await send()).statusCode).toBe(400);
        }
        expect((await send()).statusCode).toBe(429);
      } finally {
        await app.close();
      }
    });
  });
});

describe('addressKey', () => {
  it('counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
  });
});
