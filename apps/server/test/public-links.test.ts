import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { type RunningServer, startServer } from '../src/server';
import { createOpportunity } from './factories/opportunity';
import { createUser } from './factories/user';
import { buildRegistration } from './helpers/accounts';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { findLinks, waitForOutboxMessage } from './helpers/mail';

/** A port the system reports free, never 3000 (the default the links used to carry). */
async function findFreePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port === 3000 ? findFreePort() : port;
}

let database: TestDatabase;
let dataDir: string;
let server: RunningServer;
let port: number;
// What a browser on this machine opens: the address start-up prints (issue 28 item 4).
let expectedBase: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wac-links-'));
  port = await findFreePort();
  expectedBase = `http://localhost:${port}`;
  // As `PORT=... npm start` runs: no PUBLIC_BASE_URL, email to the outbox.
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: database.connectionString,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    JOBS_ENABLED: 'false',
    SYNC_ENABLED: 'false',
    SAMPLE_DATA_ON_EMPTY: 'false',
    DATABASE_WARM: 'false',
  });
  server = await startServer(env);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (route: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${port}${route}`, {
    ...init,
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });

describe('links follow the port the server listens on', () => {
  it('verification and password reset emails link to it', async () => {
    const registration = buildRegistration();
    const registered = await call('/api/auth/register/', {
      method: 'POST',
      body: JSON.stringify(registration),
    });
    expect(registered.status).toBe(201);
    const verification = await waitForOutboxMessage(
      dataDir,
      (raw) => raw.includes(registration.email) && raw.includes('Confirm your email'),
    );
    expect(findLinks(verification).filter((link) => link.includes('/auth/'))).toEqual([
      expect.stringMatching(new RegExp(`^${expectedBase}/auth/confirm-email/[\\w-]+$`)),
    ]);

    await call('/api/auth/password/reset/', {
      method: 'POST',
      body: JSON.stringify({ email: registration.email }),
    });
    const reset = await waitForOutboxMessage(
      dataDir,
      (raw) => raw.includes(registration.email) && raw.includes('Reset your WAC password'),
    );
    expect(findLinks(reset).filter((link) => link.includes('/auth/'))).toEqual([
      expect.stringMatching(new RegExp(`^${expectedBase}/auth/password-reset/confirm/`)),
    ]);
  });

  it('the calendar link, its events and the CSV "WAC page" column link to it', async () => {
    const user = await createUser(database.pool, { tier: 'premium' });
    const headers = user.authHeader;
    const saved = await createOpportunity(database.pool, {
      title: 'Lighthouse lamp servicing',
      notice_url: null,
      tender_deadline_date: '2031-05-20T12:00:00Z',
    });
    const favourite = await call('/api/favourites/', {
      method: 'POST',
      headers,
      body: JSON.stringify({ opportunity_id: saved.wac_id }),
    });
    expect(favourite.status).toBe(201);
    const pageUrl = `${expectedBase}/opportunity/${saved.wac_id}`;

    const feed = await call('/api/calendar-feed/', { method: 'POST', headers });
    const { url } = (await feed.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${expectedBase}/api/calendar/[\\w-]+\\.ics$`));

    const ics = await (await fetch(url.replace('localhost', '127.0.0.1'))).text();
    const [event] = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
    expect(event?.getFirstPropertyValue('url')).toBe(pageUrl);
    expect(String(event?.getFirstPropertyValue('description'))).toContain(pageUrl);

    const csv = await (await call('/api/favourites/export.csv', { headers })).text();
    const [header, row] = parse(csv, { bom: true }) as string[][];
    expect(row?.[header!.indexOf('WAC page')]).toBe(pageUrl);
  });
});
