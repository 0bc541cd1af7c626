import PgBoss from 'pg-boss';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { type SmtpSink, startSmtpSink } from '../../../../test/helpers/mail';
import { type FakeReceiver, startFakeReceiver } from '../../../../test/helpers/webhook-receivers';
import { registerEmailWorker } from '../../email/email.jobs';
import { registerWebhookWorker } from '../webhooks.jobs';

/** The first retry's wait in these tests (30 s in production), doubling after each failure. */
export const TEST_RETRY_BASE_MS = 400;

export type WebhookTestKit = {
  testApp: TestApp;
  sink: SmtpSink;
  receivers: Record<'slack' | 'teams' | 'generic', FakeReceiver>;
};

/**
 * The real path for delivery tests: the app on a fresh database, pg-boss with the email and
 * webhook workers on it, an SMTP sink and fake Slack, Teams and generic receivers. Call at the
 * top of a test file; the returned object is filled in before the first test.
 */
export function useWebhookTestKit(): WebhookTestKit {
  const kit = { receivers: {} } as WebhookTestKit;
  let boss: PgBoss;
  beforeAll(async () => {
    kit.sink = await startSmtpSink();
    for (const kind of ['slack', 'teams', 'generic'] as const) {
      kit.receivers[kind] = await startFakeReceiver(kind);
    }
    kit.testApp = await createTestApp({
      SMTP_URL: kit.sink.url,
      PUBLIC_BASE_URL: 'http://wac.test',
      WEBHOOK_ALLOW_LOOPBACK: 'true',
    });
    boss = new PgBoss({ connectionString: kit.testApp.database.connectionString, max: 4 });
    await boss.start();
    await registerEmailWorker(boss, kit.testApp.app.deps);
    await registerWebhookWorker(boss, kit.testApp.app.deps, {
      retryBaseMs: TEST_RETRY_BASE_MS,
      pollingIntervalSeconds: 0.5,
    });
    kit.testApp.app.deps.jobs = boss;
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false, wait: true, close: true });
    await kit.testApp?.close();
    await kit.sink?.close();
    for (const receiver of Object.values(kit.receivers)) await receiver.close();
  });
  return kit;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Adds an endpoint through the API (expecting a 201). */
export async function addEndpoint(
  kit: WebhookTestKit,
  authHeader: { authorization: string },
  payload: Record<string, unknown>,
) {
  const response = await kit.testApp.app.inject({
    method: 'POST',
    url: '/api/webhooks/',
    headers: authHeader,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; signing_secret: string | null };
}

/** The user's endpoints as GET /api/webhooks/ shows them. */
export async function listEndpoints(kit: WebhookTestKit, authHeader: { authorization: string }) {
  const response = await kit.testApp.app.inject({
    method: 'GET',
    url: '/api/webhooks/',
    headers: authHeader,
  });
  return (
    response.json() as {
      endpoints: {
        id: number;
        status: string;
        last_success_at: string | null;
        last_error: string | null;
        consecutive_failures: number;
      }[];
    }
  ).endpoints;
}
